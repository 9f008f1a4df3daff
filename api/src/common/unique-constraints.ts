import { CERTIFICATE_MESSAGES, SLUG_EXISTS, STATISTIC_MESSAGES, USER_MESSAGES } from '@institute/shared';

/**
 * The message for each unique index, so a race that slips past a service's own check
 * still answers 409 with the right words. Every unique index of the schema is listed here.
 */
export const UNIQUE_CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_key: USER_MESSAGES.usernameTaken,
  users_email_key: USER_MESSAGES.emailTaken,
  news_slug_key: SLUG_EXISTS,
  statistics_pkey: STATISTIC_MESSAGES.keyTaken,
  certificates_number_key: CERTIFICATE_MESSAGES.numberTaken,
};
