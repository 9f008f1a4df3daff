import { type AuthProvider, HttpError } from 'react-admin';
import {
  AUTH_MESSAGES,
  can,
  type CurrentUser,
  DEFAULT_LOCALE,
  displayName,
  type Locale,
  localePath,
  LOCALES,
  RETURN_TO_PARAM,
  SIGN_IN_PATH,
} from '@institute/shared';
import { API_ROOT, httpClient } from './httpClient';
import { accessFor, RESOURCES } from '../i18n/resources';
import { noteSignIn } from '../lib/welcome';

/**
 * The sign-in screen is the public site's (/auth, docs/behaviour.md, One sign-in screen), another app on the same
 * origin: a signed-out visitor leaves the back office with a full page load. `returnTo` says
 * where they were going; the public page sends them back there (libs adminReturnPath).
 */

/**
 * The first of the site's languages the browser asks for: a signed-out staff member's sign-in
 * page speaks it, until their account's language takes over (docs/back-office.md, Languages).
 */
function browserLocale(): Locale {
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if ((LOCALES as readonly string[]).includes(primary)) return primary as Locale;
  }
  return DEFAULT_LOCALE;
}

/** The absolute address of the sign-in page, in the browser's language (react-admin does a full navigation only for an absolute one). */
function signInUrl(from: Location = window.location): string {
  const url = new URL(localePath(SIGN_IN_PATH, browserLocale()), from.origin);
  const here = `${from.pathname}${from.search}${from.hash}`;
  if (!/^\/admin\/?$/.test(here)) url.searchParams.set(RETURN_TO_PARAM, here);
  return url.toString();
}

let current: Promise<CurrentUser | null> | null = null;
let firstAnswer = true;
/**
 * Set once the back office is leaving for another page (signOutTo): a sign-in redirect made by
 * a check that answers meanwhile (a 401 now that the session has ended) would overtake that page
 * load, so checks then change nothing.
 */
let leaving = false;

/** The signed-in user, read once from /api/user and kept until sign-in or sign-out. */
function currentUser(): Promise<CurrentUser | null> {
  current ??= httpClient(`${API_ROOT}/user`).then(
    ({ json, headers }) => {
      if (firstAnswer) noteSignIn(json as CurrentUser, headers.get('date'));
      firstAnswer = false;
      return json as CurrentUser;
    },
    () => null,
  );
  return current;
}

/** Reads the signed-in user again on next use: after 2FA is turned on or off (account/Security.tsx). */
export function forgetSignedInUser(): void {
  current = null;
}

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: string; error?: string } | undefined;
    return body?.message ?? body?.error ?? error.message ?? fallback;
  }
  return fallback;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    try {
      const { json } = await httpClient(`${API_ROOT}/login`, {
        method: 'POST',
        body: JSON.stringify({ username, password }),
      });
      current = Promise.resolve(json as CurrentUser);
    } catch (error) {
      current = null;
      throw new Error(errorMessage(error, AUTH_MESSAGES.invalidCredentials), { cause: error });
    }
  },

  /**
   * Ends the session. react-admin then goes to the sign-in page (a signed-out visit, a 401);
   * the Logout button asks for no redirect and goes to the public home page itself.
   */
  async logout() {
    current = null;
    await httpClient(`${API_ROOT}/logout`, { method: 'POST' }).catch(() => undefined);
    return signInUrl();
  },

  async checkAuth() {
    if (leaving) return;
    if (!(await currentUser())) {
      current = null;
      throw { redirectTo: signInUrl(), message: false };
    }
  },

  async checkError(error: { status?: number }) {
    if (leaving) return;
    if (error?.status === 401) {
      current = null;
      throw { redirectTo: signInUrl(), message: false };
    }
    // 403 (signed in but not allowed) resolves: the error then reaches the failed call's own
    // handler, whose notice says why, and the user stays where they are. (Rejecting would make
    // react-admin swallow the error as "access denied".)
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error(AUTH_MESSAGES.notSignedIn);
    return {
      id: user.id,
      fullName: displayName(user) ?? user.username,
      username: user.username,
      role: user.role,
      // An administrator who must set up 2FA first is taken to Security (layout/Layout.tsx).
      twoFactorSetupRequired: user.twoFactorSetupRequired,
      // The back office's language, kept on the account (layout/Layout.tsx follows it).
      locale: user.locale,
    };
  },

  async getPermissions() {
    return (await currentUser())?.role ?? null;
  },

  /** The table of libs roles.ts decides: react-admin then hides menus and buttons by it. */
  async canAccess({ resource, action }) {
    const role = (await currentUser())?.role;
    const info = resource ? RESOURCES[resource] : undefined;
    if (!info) return !!role;
    return can(role, info.area, accessFor(action));
  },
};

/**
 * The Logout button (layout/Layout.tsx): ends the session, then loads `path` (the public home
 * page). Nothing the back office still does meanwhile sends the visitor to the sign-in page instead.
 */
export async function signOutTo(path: string): Promise<void> {
  leaving = true;
  await authProvider.logout({});
  window.location.assign(path);
}
