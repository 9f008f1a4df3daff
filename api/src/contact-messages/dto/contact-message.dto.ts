import { CONTACT_STATUSES, type ContactStatus } from '@institute/shared';
import { IsIn } from 'class-validator';
import { LIMITS, Text } from '../../common/fields';

/** What the public contact form sends (public spec §3). Anything else, status included, is stripped. */
export class ContactMessageDto {
  @Text(LIMITS.name) name: string;
  @Text(254) email: string;
  @Text(50, { optional: true }) phone?: string | null;
  @Text(LIMITS.short) subject: string;
  @Text(LIMITS.text) message: string;
}

/** The status selector of Contact Messages; the list and its message are checked by CONTACT_STATUS_RULES first. */
export class ContactStatusDto {
  @IsIn(CONTACT_STATUSES) status: ContactStatus;
}
