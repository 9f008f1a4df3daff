import { matchPublicRoute, type PageHead, type PageRenderer, splitLocale } from '@institute/shared';
import { type ComponentType, StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import { AppRoutes, pageLoaders } from './app/App';
import { EN_TEXTS } from '@institute/shared/catalogue/en';
import { NE_TEXTS } from '@institute/shared/catalogue/ne';
import { loadTexts, provideCatalogues } from './lib/i18n';
import { failedOnServer, loadPageData, PageDataContext } from './lib/page-data';
import { RenderContext, type RenderInfo } from './lib/ssr';
import { ssrDataElement } from './lib/ssr-data';

/** Every island of the site, by its component: the module it is the default export of (`src/….island.tsx`). */
const ISLANDS = new Map(
  Object.entries(import.meta.glob<ComponentType>('./**/*.island.tsx', { eager: true, import: 'default' })).map(([path, component]) => [
    component as unknown,
    `src/${path.slice(2)}`,
  ]),
);

/** The groups every page with islands carries: the toasts' (app/hydrate.tsx). */
const PAGE_TEXTS = ['common'];

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

/**
 * The path of `url` (path and query) as the address spells it. Not read through `URL`, which
 * would resolve `..` and `%2E%2E`: `/news/..` is no route (the not-found page), not the home page.
 */
const pagePath = (url: string) => url.replace(/[?#][\s\S]*$/, '');

/**
 * Renders `url` (path and query) once, as the browser shows it, with `form`, the answer to a form
 * posted to it, when the page is that answer (docs/public-site.md, Server rendering). The page's
 * data is queried first, by the loaders of its route (app/App.tsx) through `api`, which the API
 * answers in-process. Its contract with the server is libs' PageRenderer.
 */
export const render: PageRenderer['render'] = async (url, api, { form, formStamp, islandCode } = {}) => {
  const renderedAt = Date.now();
  const path = pagePath(url);
  const match = matchPublicRoute(path);
  const locale = match?.locale ?? splitLocale(path).locale;
  const args = { params: match?.params ?? {}, search: new URL(url, 'http://localhost').searchParams, locale, api };
  const [data] = await Promise.all([loadPageData(pageLoaders(match?.route.page ?? null), args), loadTexts(locale)]);
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
        <PageDataContext value={data}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </PageDataContext>
      </RenderContext>
    </StrictMode>,
  );
  // A page whose queries failed on the server's side is not the page: 503, and never cached.
  if (Object.values(data).some(failedOnServer)) status = 503;
  // The texts the islands show, in the page's language (lib/islands.tsx).
  const catalogue = CATALOGUES[locale] as unknown as Record<string, unknown>;
  const texts = Object.fromEntries([...textGroups].map((group) => [group, catalogue[group]]));
  const dataElement = islands.size ? ssrDataElement({ renderedAt, form, formStamp, texts, code }) : '';
  return { status, head, html, dataElement, islands: [...islands] };
};
