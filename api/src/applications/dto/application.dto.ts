import { APPLICATION_REVIEW_RULES, APPLICATION_RULES, APPLICATION_STATUSES, type ApplicationStatus } from '@institute/shared';
import { LIMITS, OneOf, Text } from '../../common/fields';
import { GuardedSubmission } from '../../common/submission-guard';
import { Rules } from '../../common/validation';

/**
 * What the public application form sends. Status and notes are not among
 * it, so a visitor cannot set them. The option lists are checked by APPLICATION_RULES first.
 */
@Rules(APPLICATION_RULES)
export class ApplicationDto extends GuardedSubmission {
  @Text(LIMITS.name) name: string;
  @Text(254) email: string;
  @Text(50) phone: string;
  @Text(500, { optional: true }) address?: string | null;
  @Text(LIMITS.title) program: string;
  @Text(50, { optional: true }) education?: string | null;
  @Text(50, { optional: true }) experience?: string | null;
  @Text(LIMITS.text, { optional: true }) motivation?: string | null;
}

/** Approve, Reject and the status selector: absent notes keep the stored ones, '' clears them. */
@Rules(APPLICATION_REVIEW_RULES)
export class ApplicationReviewDto {
  @OneOf(APPLICATION_STATUSES) status: ApplicationStatus;
  @Text(LIMITS.text, { optional: true }) notes?: string | null;
}
