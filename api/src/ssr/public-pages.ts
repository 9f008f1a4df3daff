import type { LoggerService } from '@nestjs/common';
import {
  absoluteUrl,
  alternateLinks,
  type Locale,
  localePath,
  matchPublicRoute,
  type PageFormAnswer,
  type IslandCode,
  type PageRenderer,
  publicRedirect,
  type PublicApi,
  type RenderedPage,
  socialTags,
  splitLocale,
} from '@institute/shared';
import type { Request, RequestHandler, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keepAnswer } from '../cache/keep';
import { ALL_CONTENT, type ResponseCache } from '../cache/response-cache';
import { isDatabaseUnreachable } from '../database/outage';

/** One entry of Vite's build manifest (public-web/dist/.vite/manifest.json). */
interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The server renderer's bundle, built by `npm run build -w public-web` beside the browser build. */
function serverRendererFile(publicWebDir: string): string {
  return join(`${publicWebDir.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.cjs');
}

/** The files of `chunks` and of every chunk they import, stylesheets included, in import order. */
function closure(manifest: Record<string, Chunk>, chunks: (Chunk | undefined)[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const name of chunk.imports ?? []) visit(manifest[name]);
    for (const css of chunk.css ?? []) files.add(css);
  };
  chunks.forEach(visit);
  return files;
}

/**
 * The page's stylesheets (inlined), and the names of the chunks of the islands' runtime
 * (docs/public-site.md, Islands): without the stylesheets the rendered page would be unstyled and
 * shift when they arrive. The stylesheets are the app's (the layout's) and the page's, as the
 * app's build (src/app/App.tsx) names them, and the runtime's. The chunks are not fetched with the page but named in
 * a `<meta name="page-code">`, which the entry reads once the page is painted to fetch them with
 * the chunks of the islands on screen (the page's data block names those). A page without islands
 * names none.
 */
function pageAssets(manifest: Record<string, Chunk>, page: string, hasIslands: boolean, styleOf: (file: string) => string): string {
  // What the entry loads is in index.html already.
  const entry = closure(manifest, [manifest['index.html']]);
  const runtime = hasIslands
    ? closure(
        manifest,
        (manifest['index.html']?.dynamicImports ?? []).map((name) => manifest[name]),
      )
    : new Set<string>();
  // The runtime's own (the toasts') with the app's and the page's: none is fetched when the code loads.
  const styles = [...closure(manifest, [manifest['src/app/App.tsx'], manifest[`src/app/routes/${page}Page.tsx`]]), ...runtime].filter(
    (file) => file.endsWith('.css') && !entry.has(file),
  );
  const scripts = [...runtime].filter((file) => file.endsWith('.js') && !entry.has(file)).map((file) => `/${file}`);
  return [...styles.map(styleOf), ...(scripts.length ? [`<meta name="page-code" content="${scripts.join(' ')}">`] : [])].join('\n    ');
}

/**
 * A stylesheet of the build as a <style> element, in place of its link (docs/public-site.md,
 * Loading performance): the browser paints the rendered page from the first response, without
 * waiting for a request per stylesheet. One that could end the element early stays a link.
 * Beside it, a disabled link to the same file, which the browser never fetches: the app's chunk
 * loader, which adds a page's stylesheets when it loads the page's code, takes it as loaded,
 * so the styles are not fetched and applied to the whole page a second time.
 */
function stylesheet(publicWebDir: string, file: string): string {
  const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
  const path = join(publicWebDir, file);
  const css = existsSync(path) ? readFileSync(path, 'utf8') : null;
  return css && !/<\/style/i.test(css) ? `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>` : link;
}

/**
 * The template with its stylesheets inlined at the end of its head, the entry's own (the global
 * stylesheet and the layout's) first, so the components' rules come after the global ones as
 * when each page loaded its own stylesheets.
 */
function inlineStylesheets(template: string, publicWebDir: string, entryCss: string[]): string {
  const files: string[] = [];
  const rest = template.replace(/\s*<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_, file: string) => {
    files.push(file);
    return '';
  });
  files.sort((a, b) => Number(!entryCss.includes(a)) - Number(!entryCss.includes(b)));
  return rest.replace('</head>', () => `${files.map((file) => `  ${stylesheet(publicWebDir, file)}\n`).join('')}  </head>`);
}

export interface PublicPages {
  /** Answers a page path of the public site (not its files: the static handler serves those first). */
  handler: RequestHandler;
  /**
   * Answers a form posted to the page at `req.path` with that page showing `form`, under the
   * answer's status; never kept, `Cache-Control: no-store` (docs/public-site.md, Forms without
   * JavaScript). `formStamp`: the time the form was first shown, carried over (else now).
   */
  answerForm(req: Request, res: Response, form: PageFormAnswer, formStamp?: string): Promise<void>;
}

interface PublicPagesOptions {
  cache?: ResponseCache;
  /** Counts a render against the per-client limit; throws past it. */
  countRender?: (req: Request, res: Response) => Promise<void>;
  /** Signs the time a page's forms are shown (form-stamp.ts). */
  formStamp?: () => string;
}

/**
 * The public site rendered on the server (docs/public-site.md, Server rendering): every route
 * of the shared route table answers its page with its content, head tags and the data the
 * browser starts from; `/history` redirects (301); any other path, and an unknown or
 * unpublished article, answers 404 with the site's not-found page. A page that answered 200 is
 * kept in the response cache like a public read, tagged with all content: any admin write clears
 * it (docs/caching.md); a route marked `noStore` (the reset page) is never kept. Each render is
 * first counted by `countRender` (the per-client limit).
 * Null when the renderer is not built (the API then serves only the built files: the public site
 * is rendered by the server alone, docs/public-site.md, Server rendering).
 */
export function publicPages(
  publicWebDir: string,
  publicUrl: string,
  api: PublicApi,
  logger: LoggerService,
  { cache, countRender, formStamp }: PublicPagesOptions = {},
): PublicPages | null {
  const bundle = serverRendererFile(publicWebDir);
  const index = join(publicWebDir, 'index.html');
  const manifestFile = join(publicWebDir, '.vite', 'manifest.json');
  if (!existsSync(bundle) || !existsSync(index) || !existsSync(manifestFile)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(bundle) as PageRenderer;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const template = inlineStylesheets(readFileSync(index, 'utf8'), publicWebDir, manifest['index.html']?.css ?? [])
    // The entry is small and only waits for the first frame: the page's first bytes and images come first.
    .replace('<script type="module" crossorigin', '<script type="module" crossorigin fetchpriority="low"');
  // A page with Devanagari text in the site's face (every Nepali page; an English one with Nepali
  // content, outside an element marked lang="ne", which an English page draws in a system font:
  // the language switch) preloads the Devanagari faces the stylesheet names, so its text is not
  // first drawn in a fallback font and shifted when they arrive (docs/public-site.md, Languages).
  const devanagariFaces = [...template.matchAll(/\/assets\/noto-sans-devanagari-devanagari-\d+-normal-[\w-]+\.woff2/g)].map(
    ([href]) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`,
  );
  const drawsDevanagari = (locale: Locale, html: string) =>
    locale === 'ne' || /[\u0900-\u097F]/.test(html.replace(/<[^>]*\blang="ne"[^>]*>[^<]*/g, ''));
  // Each language's pages announce that language's feed (docs/public-site.md, Languages).
  const feeds: Record<Locale, { href: string; name: string }> = {
    en: { href: new URL('/feed.xml', publicUrl).href, name: 'News & Notices' },
    ne: { href: new URL('/ne/feed.xml', publicUrl).href, name: 'समाचार तथा सूचना' },
  };
  const styles = new Map<string, string>();
  const styleOf = (file: string) => {
    if (!styles.has(file)) styles.set(file, stylesheet(publicWebDir, file));
    return styles.get(file)!;
  };

  // A page's chunks and stylesheets follow from the build: worked out once per page.
  const assetsByPage = new Map<string, string>();
  const assetsOf = (pageName: string, hasIslands: boolean) => {
    const key = `${pageName} ${hasIslands}`;
    if (!assetsByPage.has(key)) assetsByPage.set(key, pageAssets(manifest, pageName, hasIslands, styleOf));
    return assetsByPage.get(key)!;
  };
  // An island's chunk and those it imports (public-web/src/lib/islands.tsx), worked out once per island.
  const codeByIsland = new Map<string, IslandCode>();
  const islandCode = (module: string) => {
    if (!codeByIsland.has(module)) {
      const [src, ...imports] = [...closure(manifest, [manifest[module]])].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
      codeByIsland.set(module, { src: src ?? `/${module}`, imports });
    }
    return codeByIsland.get(module)!;
  };

  const page = (path: string, rendered: RenderedPage, pageName: string): string => {
    const { head } = rendered;
    const tags: string[] = [];
    // The page's own address in its language, and its English address (docs/public-site.md, Languages).
    const { locale, path: english } = splitLocale(path);
    if (head) {
      const canonical = new URL(localePath(english, locale), publicUrl).href;
      const image = absoluteUrl(head.image, publicUrl);
      for (const t of socialTags({ ...head, image, url: canonical }))
        if (t.content) tags.push(`<meta ${t.attribute}="${t.key}" content="${escapeHtml(t.content)}">`);
      if (rendered.status === 200) {
        tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
        for (const { hreflang, href } of alternateLinks(english, publicUrl))
          tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
      }
    }
    const siteName = head?.siteName ?? 'Technical Training Institute';
    if (drawsDevanagari(locale, rendered.html)) tags.push(...devanagariFaces);
    const feed = feeds[locale];
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${siteName}: ${feed.name}`)}" href="${feed.href}">`);
    const assets = assetsOf(pageName, rendered.islands.length > 0);
    if (assets) tags.push(assets);
    // Replacer functions: staff text may hold `$&` and the like, which a replacement string would expand.
    let html = template.replace('<html lang="en">', `<html lang="${locale}">`);
    if (head)
      html = html
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.fullTitle)}</title>`)
        .replace(/\s*<meta name="description"[^>]*>/, '')
        // The site's favicon setting in place of the built-in one (docs/public-site.md, Server rendering).
        .replace(/<link rel="icon"[^>]*>/, (builtIn) =>
          head.faviconUrl ? `<link rel="icon" href="${escapeHtml(head.faviconUrl)}">` : builtIn,
        );
    return html
      .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.dataElement}`);
  };

  /**
   * A render that threw is a bug, logged: 500, never kept, with the bare template (the public site
   * is rendered by the server alone, so the page has nothing more to show; a 200 would tell monitors
   * and crawlers that the empty page is the page).
   */
  const renderingFailed = (req: Request, res: Response, err: unknown) => {
    logger.error(`Server rendering of ${req.path} failed: ${err instanceof Error ? err.stack : String(err)}`, 'PublicPages');
    res.status(500).setHeader('Cache-Control', 'no-store');
    res.type('html').send(template);
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const redirect = publicRedirect(req.path);
    if (redirect) return res.redirect(301, redirect);
    const match = matchPublicRoute(req.path);
    // A kept page never gets here (docs/caching.md): every request that does costs a render, and is counted.
    try {
      await countRender?.(req, res);
    } catch (err) {
      // With the database away the counter cannot be read: the page is rendered as before (its queries answer 503).
      if (!isDatabaseUnreachable(err)) return next(err);
    }
    try {
      // Taken before the queries: a page rendered from data an admin write has since changed is not kept.
      const mark = cache?.mark();
      const started = process.hrtime.bigint();
      const rendered = await renderer.render(req.originalUrl, api, { formStamp: formStamp?.(), islandCode });
      const renderMs = Number(process.hrtime.bigint() - started) / 1e6;
      // The route table decides which paths exist; the page decides whether its content does.
      const status = match ? rendered.status : 404;
      const body = page(req.path, rendered, match && status !== 404 ? match.route.page : 'NotFound');
      // A page whose address carries a secret (the reset token) is kept by no one (docs/caching.md).
      const noStore = match?.route.noStore === true;
      res.status(status).setHeader('Cache-Control', noStore ? 'no-store' : 'no-cache');
      res.type('html');
      if (status === 200 && match && !noStore && cache && mark !== undefined) {
        keepAnswer(cache, req, res, body, { tags: [ALL_CONTENT], query: match.route.query ?? [], group: match.route.path, mark });
      }
      // What this render cost (not kept with the cached page, whose answers cost no render).
      res.setHeader('Server-Timing', `render;dur=${renderMs.toFixed(1)}`);
      res.send(body);
    } catch (err) {
      renderingFailed(req, res, err);
    }
  };

  const answerForm = async (req: Request, res: Response, form: PageFormAnswer, shownAt?: string) => {
    const match = matchPublicRoute(req.path);
    try {
      const rendered = await renderer.render(req.originalUrl, api, { form, formStamp: shownAt ?? formStamp?.(), islandCode });
      // A page whose queries failed is the 503 it says; otherwise the form's answer decides.
      const status = rendered.status === 503 ? 503 : form.status;
      const body = page(req.path, rendered, match ? match.route.page : 'NotFound');
      res.status(status).setHeader('Cache-Control', 'no-store');
      res.type('html').send(body);
    } catch (err) {
      renderingFailed(req, res, err);
    }
  };

  return { handler, answerForm };
}
