import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api';

/** Public spec §9: no refetch interval or on focus, never stale, no retries. */
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
