import { CONTACT_RULES, CONTACT_STATUS_RULES, CONTACT_STATUSES, type ContactStatus } from '@institute/shared';
import { LIMITS, OneOf, Text } from '../../common/fields';
import { GuardedSubmission } from '../../common/submission-guard';
import { Rules } from '../../common/validation';

/** What the public contact form sends (with the bot-trap fields of GuardedSubmission). Anything else, status included, is stripped. */
@Rules(CONTACT_RULES)
export class ContactMessageDto extends GuardedSubmission {
  @Text(LIMITS.name) name: string;
  @Text(254) email: string;
  @Text(50, { optional: true }) phone?: string | null;
  @Text(LIMITS.short) subject: string;
  @Text(LIMITS.text) message: string;
}

/** The status selector of Contact Messages. */
@Rules(CONTACT_STATUS_RULES)
export class ContactStatusDto {
  @OneOf(CONTACT_STATUSES) status: ContactStatus;
}
