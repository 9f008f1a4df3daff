import { APPLICATION_MESSAGES } from '../content/applications.js';
import { BACKUP_MESSAGES } from '../backups.js';
import { CERTIFICATE_IMPORT_MESSAGES } from '../content/certificate-import.js';
import { CERTIFICATE_MESSAGES, CERTIFICATE_VERIFY_MESSAGES } from '../content/certificate.js';
import { CONTACT_MESSAGES } from '../content/contact.js';
import { DOWNLOAD_MESSAGES } from '../content/downloads.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from '../content/messages.js';
import { NEWS_PAGE_MESSAGES } from '../content/news.js';
import { PROJECT_MESSAGES } from '../content/projects.js';
import { SITE_SETTING_MESSAGES } from '../content/site-settings.js';
import { SLUG_MESSAGES } from '../content/slug.js';
import { STATISTIC_MESSAGES } from '../content/statistics.js';
import { PUBLIC_FORM_MESSAGES, SUBMISSION_GUARD_MESSAGES } from '../content/submission-guard.js';
import { SUBSCRIPTION_MESSAGES } from '../content/subscriptions.js';
import { UPLOAD_MESSAGES } from '../content/uploads.js';
import {
  AUTH_MESSAGES,
  DATABASE_MESSAGES,
  GENERIC_MESSAGES,
  HTTP_MESSAGES,
  NOT_FOUND_MESSAGES,
  REVISION_MESSAGES,
  TWO_FACTOR_MESSAGES,
  USER_MESSAGES,
} from '../messages.js';
import { SIGN_IN_NOTICES } from '../sign-in.js';
import { LOCALE_MESSAGES } from './locales.js';

/**
 * Every table of messages, by the name its codes start with (docs/api.md, Errors): a message's
 * code is its table's name and its key, `required.name`, `application.notFound`, so it is written
 * once, beside its English text, and cannot drift from it. A text shared by two tables (a table
 * that reuses another's constant) takes the code of the first table listed here.
 */
const MESSAGE_TABLES = {
  generic: GENERIC_MESSAGES,
  http: HTTP_MESSAGES,
  database: DATABASE_MESSAGES,
  notFound: NOT_FOUND_MESSAGES,
  auth: AUTH_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  user: USER_MESSAGES,
  revision: REVISION_MESSAGES,
  backup: BACKUP_MESSAGES,
  signIn: SIGN_IN_NOTICES,
  locale: LOCALE_MESSAGES,
  required: REQUIRED_MESSAGES,
  content: CONTENT_MESSAGES,
  slug: SLUG_MESSAGES,
  application: APPLICATION_MESSAGES,
  contact: CONTACT_MESSAGES,
  certificate: CERTIFICATE_MESSAGES,
  certificateVerify: CERTIFICATE_VERIFY_MESSAGES,
  certificateImport: CERTIFICATE_IMPORT_MESSAGES,
  publicForm: PUBLIC_FORM_MESSAGES,
  submissionGuard: SUBMISSION_GUARD_MESSAGES,
  upload: UPLOAD_MESSAGES,
  download: DOWNLOAD_MESSAGES,
  project: PROJECT_MESSAGES,
  statistic: STATISTIC_MESSAGES,
  siteSetting: SITE_SETTING_MESSAGES,
  newsPage: NEWS_PAGE_MESSAGES,
  subscription: SUBSCRIPTION_MESSAGES,
} as const;

type Tables = typeof MESSAGE_TABLES;

/** A message's code: `table.key` of a message in MESSAGE_TABLES (a code that does not exist does not type-check). */
export type MessageCode = { [Table in keyof Tables]: `${Table & string}.${keyof Tables[Table] & string}` }[keyof Tables];

const CODES: ReadonlyMap<string, MessageCode> = (() => {
  const codes = new Map<string, MessageCode>();
  for (const [table, messages] of Object.entries(MESSAGE_TABLES)) {
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text === 'string' && !codes.has(text)) codes.set(text, `${table}.${key}` as MessageCode);
    }
  }
  return codes;
})();

/**
 * The code of a libs message (docs/api.md, Errors), or undefined for a text no table holds. Run
 * where a message leaves for a reader: the API's error writer gives each answer and field its code,
 * and a form gives the messages of its rules theirs; a reader then finds its words by the code.
 * A message made from a template (LOCALE_MESSAGES.tooLong) carries its code from where it is made.
 */
export function messageCode(message: string): MessageCode | undefined {
  return CODES.get(message);
}

/** The English text of a code: the table's own text (a template's code gives undefined: it needs its values). */
export function messageOf(code: MessageCode): string | undefined {
  const dot = code.indexOf('.');
  const text = (MESSAGE_TABLES as unknown as Record<string, Record<string, unknown>>)[code.slice(0, dot)]?.[code.slice(dot + 1)];
  return typeof text === 'string' ? text : undefined;
}

/** A message with its code, as an error answer carries it (docs/api.md, Errors). */
export interface CodedMessage {
  code: MessageCode;
  message: string;
}

/** `{ code, message }` of a code: what a refusal hands the API's error writer when its text is made from a template. */
export function coded(code: MessageCode, message: string = messageOf(code) ?? code): CodedMessage {
  return { code, message };
}

/**
 * A message a page shows: its code where it has one, which a reader finds its words by, and its
 * English words, shown as they are where the code is unknown (docs/public-site.md, Languages).
 */
export interface ShownMessage {
  code?: string;
  message: string;
}
