import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/**
 * Reads are never stale, never refetched on focus or on a timer, never retried (docs/public-site.md,
 * Data fetching). On the server `origin` is the API's own address; in the browser it is the page's.
 */
export function createQueryClient(origin = '') {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw', origin }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
