import type { Locale, News, NewsCardItem, NewsCounts, PublicLists, PublicReads } from '@institute/shared';
import { createContext, useContext } from 'react';

/** Every read a page can make, by name: the public lists by their API name, and the news reads. */
export interface PageReadData extends PublicLists {
  latestNews: NewsCardItem[];
  newsPage: NewsCardItem[];
  newsCounts: NewsCounts;
  /** Null: no published article has that slug or id (the page is the not-found page). */
  article: News | null;
}

export type ReadName = keyof PageReadData;

/** A read as the page shows it: its data, or that it failed. */
export type Read<T> = { data: T; isError: false } | { data: undefined; isError: true; error: unknown };

/** What a page's loaders read, by name (docs/public-site.md, Server rendering). */
export type PageData = { [K in ReadName]?: Read<PageReadData[K]> };

/** What a loader reads from: the route's parameters, the address's query, the page's language and the reads. */
export interface LoaderArgs {
  params: Record<string, string>;
  search: URLSearchParams;
  locale: Locale;
  read: PublicReads;
}

/** A page's reads, declared once beside its route (app/App.tsx): each named read and its promise. */
export type Loader = (args: LoaderArgs) => { [K in ReadName]?: Promise<PageReadData[K]> };

/** Runs the loaders together and settles every read: a failed read is shown as failed, never thrown. */
export async function loadPageData(loaders: readonly Loader[], args: LoaderArgs): Promise<PageData> {
  const reads = loaders.flatMap((load) => Object.entries(load(args)) as [ReadName, Promise<unknown>][]);
  const settled = await Promise.all(
    reads.map(([name, promise]) =>
      promise.then(
        (data) => [name, { data, isError: false }] as const,
        (error: unknown) => [name, { data: undefined, isError: true, error }] as const,
      ),
    ),
  );
  return Object.fromEntries(settled) as PageData;
}

/**
 * A read that failed for a reason of the server's, not an answer about what the visitor asked for
 * (an error carrying a 4xx `status`, as the API would have answered): the page is then a 503.
 */
export const failedOnServer = (read: Read<unknown> | undefined): boolean => {
  if (!read?.isError) return false;
  const status = (read.error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status < 500);
};

export const PageDataContext = createContext<PageData | null>(null);

/** The data of one of the page's reads, as its loader read it; a read the page's loaders do not make is a bug. */
export function usePageRead<K extends ReadName>(name: K): Read<PageReadData[K]> {
  const read = useContext(PageDataContext)?.[name];
  if (!read) throw new Error(`The page's loaders do not read "${name}" (app/App.tsx).`);
  return read as Read<PageReadData[K]>;
}
