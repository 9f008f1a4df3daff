import type { User } from '@institute/shared';
import { ApiError, apiRequest } from '@/lib/api';

/**
 * The signed-in user, or null: a 401 is an empty result, not an error (docs/public-site.md, Data
 * fetching); any other failure is one. Who is signed in differs per visitor, so the server, whose
 * pages every visitor shares, never asks: the sign-in screen asks from the browser once it runs.
 */
export function getUser(): Promise<User | null> {
  return apiRequest<User | null>('GET', '/api/user').catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  });
}
