import { useQuery } from '@tanstack/react-query';
import { useLocale, withLocale } from './locale';

/** A list read in the page's language; its key is the URL, which the default query function GETs (app/query-client.ts). */
export function useList<T>(url: string) {
  return useQuery<T[]>({ queryKey: [withLocale(url, useLocale())] });
}
