import { Controller, Get, Header, Inject } from '@nestjs/common';
import { displayName, newsLink } from '@institute/shared';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { NewsService } from '../news/news.service';
import { SiteSettingsService } from '../site-settings/site-settings.service';

/** Served at the site's root, outside the /api prefix and the public site's fallback. */
export const SEO_PATHS = ['robots.txt', 'sitemap.xml', 'feed.xml'] as const;

/** Pages of the public site that are always there (docs/public-site.md, Routes), for search engines. */
const PAGES = ['/', '/about-us', '/programs', '/projects', '/downloads', '/teams', '/donors', '/news-notices', '/certificate-verify'];

/** Feed readers and search engines ask again after a few minutes at most. */
const CACHE = 'public, max-age=300';

/**
 * robots.txt, sitemap.xml and an RSS feed of news and notices, at the site's root
 * (outside /api): what a search engine or a feed reader expects of an institute's site.
 */
@Controller()
@ApiTags('site root')
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly news: NewsService,
    private readonly settings: SiteSettingsService,
  ) {}

  @Get(SEO_PATHS[0])
  @ApiProduces('text/plain')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'robots.txt' })
  robots(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${this.url('/sitemap.xml')}`, ''].join('\n');
  }

  @Get(SEO_PATHS[1])
  @ApiProduces('application/xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The sitemap' })
  async sitemap(): Promise<string> {
    const stream = new SitemapStream({ hostname: this.config.publicUrl });
    for (const url of PAGES) stream.write({ url, changefreq: url === '/' || url === '/news-notices' ? 'daily' : 'weekly' });
    for (const item of await this.news.publicNews()) stream.write({ url: newsLink(item), lastmod: item.updatedAt.toISOString() });
    stream.end();
    return (await streamToPromise(stream)).toString();
  }

  @Get(SEO_PATHS[2])
  @ApiProduces('application/rss+xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The RSS feed of news and notices' })
  async feed(): Promise<string> {
    const settings = new Map((await this.settings.publicList()).map((s) => [s.key, s.value]));
    const title = settings.get('siteName') || 'Technical Training Institute';
    const feed = new Feed({
      title: `${title}: News & Notices`,
      description: settings.get('siteDescription') || 'News, notices and results',
      id: this.url('/news-notices'),
      link: this.url('/news-notices'),
      language: 'en',
      copyright: `© ${new Date().getFullYear()} ${title}`,
      feedLinks: { rss: this.url('/feed.xml') },
    });
    for (const item of (await this.news.publicNews()).slice(0, 30)) {
      feed.addItem({
        title: item.title,
        id: this.url(newsLink(item)),
        link: this.url(newsLink(item)),
        description: item.excerpt,
        date: item.publishedAt ?? item.createdAt,
        category: [{ name: item.category }],
        author: item.author ? [{ name: displayName(item.author) ?? item.author.username }] : undefined,
      });
    }
    return feed.rss2();
  }

  private url(path: string): string {
    return new URL(path, this.config.publicUrl).toString();
  }
}
