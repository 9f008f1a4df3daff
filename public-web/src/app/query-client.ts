import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** Reads are never stale, never refetched on focus or on a timer, never retried (docs/public-site.md, Data fetching). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
