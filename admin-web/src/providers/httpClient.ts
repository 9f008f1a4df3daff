import type { FieldError, Locale } from '@institute/shared';
import { MESSAGES_NE, messageIn } from '@institute/shared/catalogue/ne';
import { fetchUtils, HttpError } from 'react-admin';
import { i18nProvider } from '../i18n';

export const API_ROOT = '/api';
export const ADMIN_API = `${API_ROOT}/admin`;

const staffLocale = () => i18nProvider.getLocale() as Locale;

/**
 * A message of the API (an answer's `message`, docs/api.md, Errors) in the staff's language: in
 * English as it came; in Nepali its code's text (libs MESSAGES_NE, filled with the English one's
 * values), or for a code no table has (`check.maxLength`) that the request was refused.
 */
export function shownMessage(code: unknown, message: string, status?: number): string {
  const shown = messageIn(staffLocale(), typeof code === 'string' ? code : undefined, message);
  if (shown !== undefined) return shown;
  return MESSAGES_NE[status !== undefined && status >= 500 ? 'generic.internal' : 'http.badRequest'];
}

/** A field's message of a refused write (`details: [{field, message, code}]`) in the staff's language (shownMessage). */
export function shownFieldMessage(detail: Pick<FieldError, 'message'> & { code?: unknown }): string {
  return (
    messageIn(staffLocale(), typeof detail.code === 'string' ? detail.code : undefined, detail.message) ??
    MESSAGES_NE['generic.validationFailed']
  );
}

/**
 * react-admin's fetchJson sends no cookies by itself; the session cookie is the only
 * credential this API knows. Writes go out as JSON (fetchJson sets the header) from this
 * same origin, which is what the API's CSRF rule asks. A refusal's message is in the staff's
 * language (shownMessage); its body stays the API's, codes and English words.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (!(error instanceof HttpError) || staffLocale() === 'en') throw error;
    const body = (error.body ?? {}) as { code?: unknown };
    throw new HttpError(shownMessage(body.code, error.message, error.status), error.status, error.body);
  }
}
