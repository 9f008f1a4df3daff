import { useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { useLocale, withLocale } from './locale';

/** A list read in the page's language; its key is the URL, which the default query function GETs (app/query-client.ts). */
export function useList<T>(url: string) {
  return useQuery<T[]>({ queryKey: [withLocale(url, useLocale())] });
}

/** What a feature's mutation hook lets its caller add: the callbacks, typed from the call it makes. */
export type MutationConfig<Call extends (body: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Call>>, Error, Parameters<Call>[0]>,
  'mutationFn'
>;
