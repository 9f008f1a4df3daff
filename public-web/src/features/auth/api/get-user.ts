import type { User } from '@institute/shared';

/**
 * The signed-in user, or null: a 401 is an empty result, not an error (docs/public-site.md, Data
 * fetching). Who is signed in differs per visitor, so the server, whose pages every visitor
 * shares, never asks: the sign-in screen asks from the browser once it runs.
 */
export async function getUser(): Promise<User | null> {
  const res = await fetch('/api/user', { credentials: 'include' });
  if (!res.ok) return null;
  return (await res.json()) as User | null;
}
