import { type AuthProvider, HttpError } from 'react-admin';
import { AUTH_MESSAGES, can, type Role } from '@institute/shared';
import { API_ROOT, httpClient } from './httpClient';
import { accessFor, RESOURCES } from './resources';

export interface CurrentUser {
  id: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  role: Role;
}

/** Where a signed-out visitor goes: this app's own sign-in page (see README, "Back office"). */
export const SIGN_IN_PATH = '/login';

let current: Promise<CurrentUser | null> | null = null;

/** The signed-in user, read once from /api/user and kept until sign-in or sign-out. */
export function currentUser(): Promise<CurrentUser | null> {
  current ??= httpClient(`${API_ROOT}/user`).then(
    ({ json }) => json as CurrentUser,
    () => null,
  );
  return current;
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
      throw new Error(errorMessage(error, AUTH_MESSAGES.invalidCredentials));
    }
  },

  async logout() {
    current = null;
    await httpClient(`${API_ROOT}/logout`, { method: 'POST' }).catch(() => undefined);
    return SIGN_IN_PATH;
  },

  async checkAuth() {
    if (!(await currentUser())) {
      current = null; // ask again next time: the session may have been made elsewhere (the public /auth page)
      throw { redirectTo: SIGN_IN_PATH, message: false };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      current = null;
      throw { redirectTo: SIGN_IN_PATH, message: false };
    }
    // 403 (signed in but not allowed) resolves: the error then reaches the failed call's own
    // handler, whose notice says why, and the user stays where they are. (Rejecting would make
    // react-admin swallow the error as "access denied".)
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error(AUTH_MESSAGES.notSignedIn);
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return { id: user.id, fullName: fullName || user.username, username: user.username, role: user.role };
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
