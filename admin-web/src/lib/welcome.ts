import { SIGN_IN_NOTICES } from '@institute/shared';
/**
 * The sign-in notice. The public sign-in page (/auth, /login) shows 'Login successful' just
 * before it loads /admin, so the visitor hardly sees it; the back office shows it again on
 * arrival. Nothing is handed over from the public page: a session whose user signed in (or
 * registered) a few seconds before the server's own clock said "now" is a fresh sign-in.
 * Each sign-in is announced once per tab (a reload does not repeat it).
 */

/** The public page's texts, from libs. */

/** How long after the sign-in the back office still counts as "just arrived". */
const FRESH_SIGN_IN_MS = 20_000;

const SHOWN_KEY = 'admin-web:sign-in-announced';

export interface SignInTimes {
  lastLoginAt?: string | null;
  createdAt?: string | null;
}

/**
 * The notice for a user read from /api/user at `serverNow` (the answer's Date header), or null.
 * Sign-in records lastLoginAt; self-registration signs in without it, so a brand-new account
 * with none has just registered.
 */
function signInNotice(user: SignInTimes, serverNow: number): { key: string; text: string } | null {
  const fresh = (at: string | null | undefined) => {
    const t = at ? Date.parse(at) : NaN;
    // The Date header has whole seconds: allow the sign-in to look up to 1 s "later".
    return Number.isFinite(t) && serverNow - t > -1000 && serverNow - t < FRESH_SIGN_IN_MS;
  };
  if (fresh(user.lastLoginAt))
    return { key: `login:${user.lastLoginAt}`, text: `${SIGN_IN_NOTICES.loginSuccess}\n${SIGN_IN_NOTICES.welcome}` };
  if (!user.lastLoginAt && fresh(user.createdAt))
    return { key: `register:${user.createdAt}`, text: `${SIGN_IN_NOTICES.registrationSuccess}\n${SIGN_IN_NOTICES.welcome}` };
  return null;
}

let pending: { key: string; text: string } | null = null;

/** Called with the first /api/user answer of this page load. */
export function noteSignIn(user: SignInTimes, dateHeader: string | null) {
  const serverNow = dateHeader ? Date.parse(dateHeader) : NaN;
  pending = Number.isFinite(serverNow) ? signInNotice(user, serverNow) : null;
}

/** The notice to show now, once: null if there is none or this tab has shown it already. */
export function takeSignInNotice(): string | null {
  const notice = pending;
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
