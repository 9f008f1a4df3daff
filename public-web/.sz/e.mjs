import { QueryClient, useQuery, hydrate, QueryClientProvider } from '@tanstack/react-query';
console.log(QueryClient, useQuery, hydrate, QueryClientProvider);
