import type { User } from '@institute/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

const USER_KEY = ['/api/user'];

/** Who is signed in differs per visitor: the server, whose pages every visitor shares, never loads it. */
const PER_VISITOR = { perVisitor: true };

/** The signed-in user, or null: a 401 is an empty result, not an error (docs/public-site.md, Data fetching). */
export const useUser = () =>
  useQuery<User | null>({ queryKey: USER_KEY, meta: PER_VISITOR, queryFn: getQueryFn<User | null>({ on401: 'returnNull' }) });

/** Records the user a sign-in or registration answered, so the site knows who is signed in without asking again. */
export const setSignedInUser = (queryClient: QueryClient, user: User) => queryClient.setQueryData(USER_KEY, user);
