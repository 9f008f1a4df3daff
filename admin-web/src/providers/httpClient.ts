import { fetchUtils } from 'react-admin';

export const API_ROOT = '/api';
export const ADMIN_API = `${API_ROOT}/admin`;

/**
 * react-admin's fetchJson sends no cookies by itself; the session cookie is the only
 * credential this API knows. Writes go out as JSON (fetchJson sets the header) from this
 * same origin, which is what the API's CSRF rule asks.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
}
