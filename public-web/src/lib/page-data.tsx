import type { Locale, ManagedSubscription, News, NewsCardItem, NewsCounts, PublicApi, PublicLists } from '@institute/shared';
import { createContext, useContext } from 'react';

/** Every query a page can make, by name: the public lists by their API name, and the news queries. */
export interface PageDataTypes extends PublicLists {
  latestNews: NewsCardItem[];
  newsPage: NewsCardItem[];
  newsCounts: NewsCounts;
  /** Null: no published article has that slug or id (the page is the not-found page). */
  article: News | null;
  /** Null: the manage token is no subscriber's (the page says the link is not valid). */
  subscription: ManagedSubscription | null;
}

export type DataName = keyof PageDataTypes;

/** A query's result as the page shows it: its data, or that it failed. */
export type Loaded<T> = { data: T; isError: false } | { data: undefined; isError: true; error: unknown };

/** What a page's loaders queried, by name (docs/public-site.md, Server rendering). */
export type PageData = { [K in DataName]?: Loaded<PageDataTypes[K]> };

/** What a loader queries from: the route's parameters, the address's query, the page's language and the public API. */
export interface LoaderArgs {
  params: Record<string, string>;
  search: URLSearchParams;
  locale: Locale;
  api: PublicApi;
}

/** A page's queries, declared once beside its route (app/App.tsx): each named query and its promise. */
export type Loader = (args: LoaderArgs) => { [K in DataName]?: Promise<PageDataTypes[K]> };

/** Runs the loaders together and settles every query: a failed one is shown as failed, never thrown. */
export async function loadPageData(loaders: readonly Loader[], args: LoaderArgs): Promise<PageData> {
  const queries = loaders.flatMap((load) => Object.entries(load(args)) as [DataName, Promise<unknown>][]);
  const settled = await Promise.all(
    queries.map(([name, promise]) =>
      promise.then(
        (data) => [name, { data, isError: false }] as const,
        (error: unknown) => [name, { data: undefined, isError: true, error }] as const,
      ),
    ),
  );
  return Object.fromEntries(settled) as PageData;
}

/**
 * A query that failed for a reason of the server's, not an answer about what the visitor asked for
 * (an error carrying a 4xx `status`, as the API would have answered): the page is then a 503.
 */
export const failedOnServer = (loaded: Loaded<unknown> | undefined): boolean => {
  if (!loaded?.isError) return false;
  const status = (loaded.error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status < 500);
};

export const PageDataContext = createContext<PageData | null>(null);

/** The result of one of the page's queries, as its loader got it; a query the page's loaders do not make is a bug. */
export function usePageData<K extends DataName>(name: K): Loaded<PageDataTypes[K]> {
  const loaded = useContext(PageDataContext)?.[name];
  if (!loaded) throw new Error(`The page's loaders do not query "${name}" (app/App.tsx).`);
  return loaded as Loaded<PageDataTypes[K]>;
}
