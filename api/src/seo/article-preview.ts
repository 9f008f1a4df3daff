import { NotFoundException } from '@nestjs/common';
import { absoluteUrl, articleMeta, fullPageTitle, resolveSiteSettings, socialTags } from '@institute/shared';
import type { RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NewsService } from '../news/news.service';
import type { SiteSettingsService } from '../site-settings/site-settings.service';

const ARTICLE = /^\/news\/([^/.]{1,100})$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * `/news/{identifier}` with the article's title, description and social-preview tags already
 * in the page: Facebook, WhatsApp and X read only the HTML they are sent, and news is what
 * an institute shares. Anything else (no build, no such article) goes on to the plain page.
 */
export function articlePreview(publicWebDir: string, publicUrl: string, news: NewsService, settings: SiteSettingsService): RequestHandler {
  const index = join(publicWebDir, 'index.html');
  const template = existsSync(index) ? readFileSync(index, 'utf8') : null;
  return async (req, res, next) => {
    const match = ARTICLE.exec(req.path);
    if (!template || !match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      const [item, stored] = await Promise.all([news.publicArticle(decodeURIComponent(match[1])), settings.publicList()]);
      const { siteName } = resolveSiteSettings(stored);
      const meta = articleMeta(item);
      const fullTitle = fullPageTitle(meta.title, siteName);
      const tags = socialTags({
        fullTitle,
        description: meta.description,
        image: absoluteUrl(meta.image, publicUrl),
        type: meta.type,
        url: new URL(req.path, publicUrl).href,
        siteName,
      })
        .filter((t) => t.content)
        .map((t) => `<meta ${t.attribute}="${t.key}" content="${escapeHtml(t.content)}" />`)
        .join('\n    ');
      const html = template
        .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(fullTitle)}</title>`)
        .replace(/\s*<meta name="description"[^>]*>/, '')
        .replace('</head>', `    ${tags}\n  </head>`);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    } catch (err) {
      if (err instanceof NotFoundException || err instanceof URIError) return next();
      next(err);
    }
  };
}
