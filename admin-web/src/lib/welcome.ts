/**
 * The sign-in notice. The public sign-in page (/auth, /login) shows 'Login successful' just
 * before it loads /admin, so the visitor hardly sees it; the back office shows it again on
 * arrival, in the signed-in user's language (the catalogue's `app.auth`, whose English is libs
 * SIGN_IN_NOTICES, the public page's). Nothing is handed over from the public page: a session
 * whose user signed in (or registered) a few seconds before the server's own clock said "now" is
 * a fresh sign-in. Each sign-in is announced once per tab (a reload does not repeat it).
 */

import { i18nProvider } from '../i18n';

/** How long after the sign-in the back office still counts as "just arrived". */
const FRESH_SIGN_IN_MS = 20_000;

const SHOWN_KEY = 'admin-web:sign-in-announced';

/** A notice to show: its key for the tab's memory, its text's key in the catalogue, the language it waits for. */
interface Notice {
  key: string;
  text: string;
  locale?: string | null;
}

export interface SignInTimes {
  lastLoginAt?: string | null;
  createdAt?: string | null;
  /** The user's language of the back office, which the notice waits for. */
  locale?: string | null;
}

/**
 * The notice for a user read from /api/user at `serverNow` (the answer's Date header), or null.
 * Sign-in records lastLoginAt; self-registration signs in without it, so a brand-new account
 * with none has just registered.
 */
function signInNotice(user: SignInTimes, serverNow: number): Notice | null {
  const fresh = (at: string | null | undefined) => {
    const t = at ? Date.parse(at) : NaN;
    // The Date header has whole seconds: allow the sign-in to look up to 1 s "later".
    return Number.isFinite(t) && serverNow - t > -1000 && serverNow - t < FRESH_SIGN_IN_MS;
  };
  if (fresh(user.lastLoginAt)) return { key: `login:${user.lastLoginAt}`, text: 'app.auth.loginWelcome', locale: user.locale };
  if (!user.lastLoginAt && fresh(user.createdAt))
    return { key: `register:${user.createdAt}`, text: 'app.auth.registrationWelcome', locale: user.locale };
  return null;
}

let pending: Notice | null = null;

/** Called with the first /api/user answer of this page load. */
export function noteSignIn(user: SignInTimes, dateHeader: string | null) {
  const serverNow = dateHeader ? Date.parse(dateHeader) : NaN;
  pending = Number.isFinite(serverNow) ? signInNotice(user, serverNow) : null;
}

/**
 * The notice to show now, once, as the catalogue's key (react-admin's notices translate it): null
 * if there is none or this tab has shown it already. While the back office still speaks another
 * language than the user's, it waits: react-admin starts afresh in the user's language
 * (layout/Layout.tsx), which would drop a notice shown before, and asks again then.
 */
export function takeSignInNotice(): string | null {
  const notice = pending;
  if (notice?.locale && notice.locale !== i18nProvider.getLocale()) return null;
  pending = null;
  if (!notice) return null;
  try {
    if (sessionStorage.getItem(SHOWN_KEY) === notice.key) return null;
    sessionStorage.setItem(SHOWN_KEY, notice.key);
  } catch {
    // storage disabled: show it anyway
  }
  return notice.text;
}
