import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type Identifier } from 'react-admin';
import {
  type BackupStatus,
  type BackupSummary,
  defaultListSort,
  editFields,
  type ImportRowError,
  type Locale,
  isAdminResource,
  type NewsCategory,
  SLUG_CHOOSE_ANOTHER,
  SLUG_EXISTS,
  SLUG_TAKEN_FIELD,
  type FieldError,
  type CurrentUser,
  type Revision,
  type SiteSetting,
  type UploadAnswer,
  type UserSession,
} from '@institute/shared';
import { i18nProvider } from '../i18n';
import { ADMIN_API, API_ROOT, httpClient, shownFieldMessage, shownMessage } from './httpClient';
import { CERTIFICATES_FETCH_FAILED, errorTitle, errorTitleKey, type Operation, PASSWORD_UPDATE_FAILED } from '../i18n/notices';

/** The upload's answer (libs UploadAnswer): the URL, and an image's size and variants. */
export type UploadResult = UploadAnswer;

/** What a change to one's own password or second factor is confirmed with (docs/api.md, Two-factor sign-in). */
interface IdentityBody {
  password: string;
  code?: string;
  recoveryCode?: string;
}

/** The answer of a two-factor setup: the pending secret, its otpauth URL and QR code. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/**
 * The calls react-admin's vocabulary has no word for (docs/api.md, Calls): every call of the back
 * office goes through this provider, screens read it with react-admin's hooks or react-query's
 * `useQuery` (its client is react-admin's), and a failed call is an error the screen shows.
 */
export interface InstituteDataProvider extends DataProvider {
  toggleUserStatus(id: Identifier): Promise<{ data: Record<string, unknown> }>;
  changePassword(id: Identifier, password: string): Promise<{ data: Record<string, unknown> }>;
  upload(file: File): Promise<UploadResult>;
  importCertificates(file: File, dryRun: boolean): Promise<CertificateImportResult>;
  /** The signed-in user's account (Account → Security). */
  currentUser(): Promise<CurrentUser>;
  /** The language of the back office kept on the account (docs/api.md, Staff language). */
  setLanguage(locale: Locale): Promise<void>;
  sessions(): Promise<UserSession[]>;
  endSession(id: string): Promise<void>;
  endOtherSessions(): Promise<{ ended: number }>;
  setupTwoFactor(password: string): Promise<TwoFactorSetup>;
  enableTwoFactor(password: string, code: string): Promise<{ recoveryCodes: string[] }>;
  disableTwoFactor(identity: IdentityBody): Promise<void>;
  changeOwnPassword(identity: IdentityBody & { newPassword: string }): Promise<void>;
  /** An administrator's help for another user's account. */
  resetTwoFactor(userId: Identifier): Promise<void>;
  endUserSessions(userId: Identifier): Promise<{ ended: number }>;
  /** The revisions of a record, newest first (the last 50), and a restore of one. */
  revisions(resource: string, id: Identifier): Promise<Revision[]>;
  restoreRevision(resource: string, id: Identifier, revisionId: string): Promise<void>;
  /** The public site settings (the header's institute name). */
  siteSettings(locale: Locale): Promise<SiteSetting[]>;
  /** The backups' schedule and the newest archive's age (docs/api.md, Backups). */
  backupStatus(): Promise<BackupStatus>;
  /** "Back up now": answers once the archive is written; a refusal (409 while one is being made) is 'Error creating backup' and the server's message. */
  backupNow(): Promise<BackupSummary>;
  /** Confirmed subscribers per category, and those not confirmed yet (docs/api.md, E-mail subscriptions). */
  subscriberCounts(): Promise<SubscriberCounts>;
  /** How many subscribers a news item will mail, or mailed, and how far its mails are. */
  newsMailing(newsId: Identifier): Promise<NewsMailing>;
  /** The mails on publish sent (or to send) to a subscriber, newest first. */
  subscriberMails(id: Identifier): Promise<SubscriberMail[]>;
}

/** `GET /api/admin/subscribers/counts`. */
export type SubscriberCounts = Record<NewsCategory | 'confirmed' | 'unconfirmed', number>;

/** `GET /api/admin/subscribers/news/:newsId`: before the item is announced, whom it would mail now; after, whom it mailed. */
interface NewsMailing {
  announced: boolean;
  announcedAt: string | null;
  recipients: number;
  pending: number;
  sent: number;
  failed: number;
}

/** One mail of `GET /api/admin/subscribers/:id/mails`. */
export interface SubscriberMail {
  newsId: string;
  title: string;
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  queuedAt: string;
  sentAt: string | null;
}

/** The answer of POST /api/admin/certificates/import (docs/api.md, Certificate import). */
export interface CertificateImportResult {
  imported: number;
  errors: ImportRowError[];
  dryRun?: true;
  rows?: number;
}

const base = simpleRestProvider(ADMIN_API, httpClient);

/** A call under /api: its JSON answer; a refusal is react-admin's HttpError with the API's body. */
async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { json } = await httpClient(`${API_ROOT}${path}`, {
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return json as T;
}

const post = <T>(path: string, body: unknown = {}) => call<T>(path, { method: 'POST', body });
const record = (resource: string, id: Identifier) => `/admin/${resource}/${encodeURIComponent(String(id))}`;

/** Only what each form may change is sent (libs editFields); the API ignores the rest, but the wire stays readable. */
function pick(data: Record<string, unknown>, fields: readonly string[] | undefined): Record<string, unknown> {
  if (!fields) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = data;
    return rest;
  }
  return Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]]));
}

/** A text of the catalogue in the staff's language, `english` where it has none. */
const translated = (key: string, english: string) => i18nProvider.translate(key, { _: english });

/**
 * Turns a failed write into the notice of docs/back-office.md, Notices ('Error creating news' and the server's
 * message on a second line) and, for react-admin's server-side validation, the fields
 * the server marked (`body.errors`), including the duplicate-slug text; all in the staff's
 * language (the server's messages by their codes, httpClient's shownMessage). `title` replaces
 * the notice's usual title (the catalogue's key and its English).
 */
function describeFailure(resource: string, op: Operation, error: unknown, title?: { key: string; english: string }): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { code?: string; error?: string; message?: string; details?: unknown };
  const details = Array.isArray(body.details) ? (body.details as FieldError[]) : [];
  const serverMessage = shownMessage(body.code, body.message ?? body.error ?? error.message, error.status);
  const heading = title ? translated(title.key, title.english) : translated(errorTitleKey(resource, op), errorTitle(resource, op));
  let notice = `${heading}\n${serverMessage}`;
  const errors: Record<string, unknown> = {};
  for (const d of details) if (d && typeof d.field === 'string') errors[d.field] = shownFieldMessage(d);
  if (error.status === 409 && body.code === 'slug.exists') {
    errors.slug = translated('app.messages.slug.takenField', SLUG_TAKEN_FIELD);
    const reason = details[0] ? shownFieldMessage(details[0]) : translated('app.messages.slug.chooseAnother', SLUG_CHOOSE_ANOTHER);
    notice = `${translated('app.messages.slug.exists', SLUG_EXISTS)}\n${reason}`;
  }
  const fieldErrors = Object.keys(errors).length > 0 ? { errors: { ...errors, root: { serverError: notice } } } : {};
  return new HttpError(notice, error.status, { ...body, ...fieldErrors });
}

async function mutation<T>(resource: string, op: Operation, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw describeFailure(resource, op, error);
  }
}

export const dataProvider: InstituteDataProvider = {
  ...base,

  getList: async (resource, params) => {
    // react-admin's default `id` sort means the list's usual order (libs ADMIN_LIST_ORDER).
    const usual = !params.sort || params.sort.field === 'id';
    const sort = usual && isAdminResource(resource) ? defaultListSort(resource) : params.sort;
    if (resource === 'certificates') {
      // Certificate Management's own call: ?page&limit&search, and the column sorted by (docs/api.md, Admin lists).
      const { page = 1, perPage = 20 } = params.pagination ?? {};
      const query = new URLSearchParams({ page: String(page), limit: String(perPage) });
      const search = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
      if (search) query.set('search', search);
      if (sort) query.set('sort', JSON.stringify([sort.field, sort.order]));
      try {
        const { json } = await httpClient(`${ADMIN_API}/certificates?${query}`, { signal: params.signal });
        return { data: json.certificates, total: json.pagination.total };
      } catch (error) {
        // The list's notice (docs/back-office.md, Notices), with the server's message under it; the status is
        // kept, so a 401 still signs out.
        if (!(error instanceof HttpError)) throw error;
        const body = (error.body ?? {}) as { code?: string; error?: string; message?: string };
        const english = body.message ?? body.error ?? '';
        const serverMessage = english && shownMessage(body.code, english, error.status);
        const title = translated('app.notices.certificatesFetchFailed', CERTIFICATES_FETCH_FAILED);
        throw new HttpError([title, serverMessage].filter(Boolean).join('\n'), error.status, error.body);
      }
    }
    return base.getList(resource, { ...params, sort });
  },

  create: (resource, params) =>
    mutation(resource, 'create', () => base.create(resource, { ...params, data: pick(params.data, undefined) })),

  update: (resource, params) =>
    mutation(resource, 'update', async () => {
      const data = pick(params.data, editFields(resource));
      if (resource === 'contact-messages') {
        const { json } = await httpClient(`${ADMIN_API}/contact-messages/${encodeURIComponent(String(params.id))}/status`, {
          method: 'PUT',
          body: JSON.stringify(data),
        });
        return { data: json };
      }
      return base.update(resource, { ...params, data });
    }),

  updateMany: (resource, params) =>
    mutation(resource, 'update', async () => {
      if (resource !== 'contact-messages') return base.updateMany(resource, params);
      // A message's status has its own route (PUT /:id/status); one call per message, as react-admin's updateMany does for the others.
      const data = JSON.stringify(pick(params.data, editFields(resource)));
      await Promise.all(
        params.ids.map((id) =>
          httpClient(`${ADMIN_API}/contact-messages/${encodeURIComponent(String(id))}/status`, { method: 'PUT', body: data }),
        ),
      );
      return { data: params.ids };
    }),

  delete: (resource, params) => mutation(resource, 'delete', () => base.delete(resource, params)),

  deleteMany: (resource, params) => mutation(resource, 'delete', () => base.deleteMany(resource, params)),

  toggleUserStatus: (id) =>
    mutation('users', 'update', async () => {
      const { json } = await httpClient(`${ADMIN_API}/users/${encodeURIComponent(String(id))}/toggle-status`, { method: 'PATCH' });
      return { data: json };
    }),

  changePassword: async (id, password) => {
    try {
      const { json } = await httpClient(`${ADMIN_API}/users/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
        body: JSON.stringify({ password }),
      });
      return { data: json };
    } catch (error) {
      throw describeFailure('users', 'update', error, { key: 'app.notices.passwordUpdateFailed', english: PASSWORD_UPDATE_FAILED });
    }
  },

  upload: async (file) => {
    const body = new FormData();
    body.append('file', file);
    // fetchJson leaves the multipart Content-Type (with its boundary) to the browser.
    const { json } = await httpClient(`${ADMIN_API}/uploads`, { method: 'POST', body });
    return json as UploadResult;
  },

  currentUser: () => call('/user'),
  setLanguage: async (locale) => void (await call('/user/locale', { method: 'PUT', body: { locale } })),
  sessions: () => call('/user/sessions'),
  endSession: async (id) => void (await call(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' })),
  endOtherSessions: () => post('/user/sessions/end-others'),
  setupTwoFactor: (password) => post('/user/two-factor/setup', { password }),
  enableTwoFactor: (password, code) => post('/user/two-factor/enable', { password, code }),
  disableTwoFactor: async (identity) => void (await post('/user/two-factor/disable', identity)),
  changeOwnPassword: async (identity) => void (await post('/user/password', identity)),
  resetTwoFactor: async (userId) => void (await call(`${record('users', userId)}/two-factor`, { method: 'DELETE' })),
  endUserSessions: (userId) => call(`${record('users', userId)}/sessions`, { method: 'DELETE' }),
  revisions: (resource, id) => call(`${record(resource, id)}/revisions?range=[0,49]`),
  restoreRevision: async (resource, id, revisionId) => void (await post(`${record(resource, id)}/revisions/${revisionId}/restore`)),
  siteSettings: (locale) => call(`/site-settings?locale=${locale}`),
  backupStatus: () => call('/admin/backups/status'),
  backupNow: () => mutation('backups', 'create', () => post<BackupSummary>('/admin/backups')),
  subscriberCounts: () => call('/admin/subscribers/counts'),
  newsMailing: (newsId) => call(`/admin/subscribers/news/${encodeURIComponent(String(newsId))}`),
  subscriberMails: (id) => call(`${record('subscribers', id)}/mails`),

  importCertificates: async (file, dryRun) => {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${ADMIN_API}/certificates/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', body });
    return json as CertificateImportResult;
  },
};
