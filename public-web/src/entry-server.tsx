import { type PageFormAnswer, splitLocale } from '@institute/shared';
import { QueryClientProvider, type Query } from '@tanstack/react-query';
import { type ComponentType, StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import { AppRoutes } from './app/App';
import { pageData, pagePath } from './app/page-data';
import { createQueryClient } from './app/query-client';
import { ApiError } from './lib/api';
import { EN_TEXTS } from '@institute/shared/catalogue/en';
import { NE_TEXTS } from '@institute/shared/catalogue/ne';
import { loadTexts, provideCatalogues } from './lib/i18n';
import { type PageHead, RenderContext, type RenderInfo } from './lib/ssr';
import { ssrDataElement } from './lib/ssr-data';

export interface RenderedPage {
  /** 200, or the status the page asked for (404 for the not-found states). */
  status: number;
  head: PageHead | null;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** The data block the browser starts from, to put right after the root element. */
  dataElement: string;
  /** How many times the page was rendered: 1 when the route table knew all its queries. */
  passes: number;
  /** The modules of the islands the page holds (`src/….island.tsx`: lib/islands.tsx), whose code the page loads. */
  islands: string[];
}

/** Every island of the site, by its component: the module it is the default export of (`src/….island.tsx`). */
const ISLANDS = new Map(
  Object.entries(import.meta.glob<ComponentType>('./**/*.island.tsx', { eager: true, import: 'default' })).map(([path, component]) => [
    component as unknown,
    `src/${path.slice(2)}`,
  ]),
);

/** The groups every page with islands carries: the toasts' (app/hydrate.tsx). */
const PAGE_TEXTS = ['common'];

/** Where an island's code is in the browser build: its chunk, and the chunks that chunk imports. */
export interface IslandCode {
  src: string;
  imports: string[];
}

// The server renders in both languages: both catalogues are in its bundle.
const CATALOGUES = { en: EN_TEXTS, ne: NE_TEXTS };
provideCatalogues({ en: () => Promise.resolve(EN_TEXTS), ne: () => Promise.resolve(NE_TEXTS) });

/** Renders to a string once everything (lazy pages included) is ready: no fallback is ever sent. */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // A finished page is sent whole: never a fallback and a script that swaps it in later.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}

/** A read the page made that the server can load: shared by every visitor, enabled, not yet asked. */
const toLoad = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  query.meta?.perVisitor !== true &&
  (query.options as { enabled?: unknown }).enabled !== false;

/** A read that failed for a reason other than an answer about what the visitor asked for (404). */
const failedOnServer = (query: Query) =>
  query.state.status === 'error' && !(query.state.error instanceof ApiError && query.state.error.status < 500);

/** Passes at most: a read the route table does not know appears in the next pass. */
const MAX_PASSES = 3;

/** What the server tells a render besides the address. */
interface RenderOptions {
  /** The answer to a form posted to the page, when the page is that answer. */
  form?: PageFormAnswer;
  /** When the page's forms are shown, signed by the server: the home forms post it back. */
  formStamp?: string;
  /** Where an island's code is in the browser build, from its module (`src/….island.tsx`). */
  islandCode?: (module: string) => IslandCode;
}

/**
 * Renders `url` (path and query) as the browser would show it once its queries have answered,
 * with `form`, the answer to a form posted to it, when the page is that answer.
 * The reads go to `apiOrigin` (the API's own address). The reads the route table knows for the
 * page (app/page-data.ts) are loaded first, together, so one pass renders the page; should the
 * page ask for a read the table does not know, it is loaded and the page rendered again, until a
 * pass asks for nothing new.
 */
export async function render(url: string, apiOrigin: string, { form, formStamp, islandCode }: RenderOptions = {}): Promise<RenderedPage> {
  const queryClient = createQueryClient(apiOrigin);
  const renderedAt = Date.now();
  const { locale } = splitLocale(pagePath(url));
  await loadTexts(locale);
  await Promise.all(pageData(url).map((queryKey) => queryClient.prefetchQuery({ queryKey })));
  for (let pass = 1; ; pass++) {
    let head: PageHead | null = null;
    let status = 200;
    const islands = new Set<string>();
    const textGroups = new Set(PAGE_TEXTS);
    const code: Record<string, string[]> = {};
    const info: RenderInfo = {
      url,
      renderedAt,
      form,
      formStamp,
      server: {
        setHead: (h) => (head = h),
        setStatus: (code) => (status = code),
        island: (component) => {
          const module = ISLANDS.get(component);
          if (!module) throw new Error('An island is the default export of a *.island.tsx module (lib/islands.tsx).');
          islands.add(module);
          const { src, imports } = islandCode?.(module) ?? { src: `/${module}`, imports: [] };
          code[src] = imports;
          return src;
        },
        textGroup: (group) => textGroups.add(group),
      },
    };
    const html = await renderToHtml(
      <StrictMode>
        <RenderContext value={info}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </RenderContext>
      </StrictMode>,
    );
    const pending = queryClient.getQueryCache().getAll().filter(toLoad);
    if (pending.length === 0 || pass === MAX_PASSES) {
      // A page whose reads failed on the server's side is not the page: 503, and never cached.
      if (queryClient.getQueryCache().getAll().some(failedOnServer)) status = 503;
      // The texts the islands show, in the page's language (lib/islands.tsx).
      const catalogue = CATALOGUES[locale] as unknown as Record<string, unknown>;
      const texts = Object.fromEntries([...textGroups].map((group) => [group, catalogue[group]]));
      const dataElement = islands.size ? ssrDataElement({ renderedAt, form, formStamp, texts, code }) : '';
      return { status, head, html, dataElement, passes: pass, islands: [...islands] };
    }
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  }
}
