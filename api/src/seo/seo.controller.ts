import { Controller, Get, Header, Inject } from '@nestjs/common';
import {
  alternateLinks,
  displayName,
  type Locale,
  localePath,
  newsLink,
  NEPALI_SITE_DEFAULTS,
  SITE_SETTING_DEFAULTS,
} from '@institute/shared';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import { Sessionless } from '../common/web';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { NewsService } from '../news/news.service';
import { SiteSettingsService } from '../site-settings/site-settings.service';

/** Served at the site's root, outside the /api prefix and the public site's fallback. */
export const SEO_PATHS = ['robots.txt', 'sitemap.xml', 'feed.xml', 'ne/feed.xml'] as const;

/** Pages of the public site that are always there (docs/public-site.md, Routes), for search engines. */
const PAGES = ['/', '/about-us', '/programs', '/projects', '/downloads', '/teams', '/donors', '/news-notices', '/certificate-verify'];

/** The feed's own name and description, by language. */
const FEED_TITLE: Record<Locale, string> = { en: 'News & Notices', ne: 'समाचार तथा सूचना' };
const FEED_DESCRIPTION: Record<Locale, string> = { en: 'News, notices and results', ne: 'समाचार, सूचना तथा नतिजा' };

/** Feed readers and search engines ask again after a few minutes at most. */
const CACHE = 'public, max-age=300';

/**
 * robots.txt, sitemap.xml and an RSS feed of news and notices, at the site's root
 * (outside /api): what a search engine or a feed reader expects of an institute's site.
 */
@Controller()
@Sessionless()
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
    const stream = new SitemapStream({ hostname: this.config.publicUrl, xmlns: { xhtml: true, news: false, image: false, video: false } });
    // Each page twice, its English and its Nepali address, both naming the same three alternates.
    const both = (path: string, entry: { changefreq?: 'daily' | 'weekly'; lastmod?: string }) => {
      const links = alternateLinks(path, this.config.publicUrl).map(({ hreflang, href }) => ({ lang: hreflang, hreflang, url: href }));
      for (const url of [path, localePath(path, 'ne')]) stream.write({ url, links, ...entry });
    };
    for (const url of PAGES) both(url, { changefreq: url === '/' || url === '/news-notices' ? 'daily' : 'weekly' });
    for (const item of await this.news.publicNews('en')) both(newsLink(item), { lastmod: item.updatedAt.toISOString() });
    stream.end();
    return (await streamToPromise(stream)).toString();
  }

  @Get(SEO_PATHS[2])
  @ApiProduces('application/rss+xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The RSS feed of news and notices' })
  feed(): Promise<string> {
    return this.rss('en');
  }

  @Get(SEO_PATHS[3])
  @ApiProduces('application/rss+xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The RSS feed of news and notices in Nepali (English where an item has no Nepali text)' })
  nepaliFeed(): Promise<string> {
    return this.rss('ne');
  }

  /** The feed of `locale`'s pages: its texts in that language (the English ones where none), its links to that language's pages. */
  private async rss(locale: Locale): Promise<string> {
    const settings = new Map((await this.settings.publicList(locale)).map((s) => [s.key, s.value]));
    const defaults = locale === 'ne' ? NEPALI_SITE_DEFAULTS : SITE_SETTING_DEFAULTS;
    const title = settings.get('siteName') || defaults.siteName;
    const link = (path: string) => this.url(localePath(path, locale));
    const feed = new Feed({
      title: `${title}: ${FEED_TITLE[locale]}`,
      description: settings.get('siteDescription') || FEED_DESCRIPTION[locale],
      id: link('/news-notices'),
      link: link('/news-notices'),
      language: locale,
      copyright: `© ${new Date().getFullYear()} ${title}`,
      feedLinks: { rss: this.url(locale === 'ne' ? '/ne/feed.xml' : '/feed.xml') },
    });
    for (const item of (await this.news.publicNews(locale)).slice(0, 30)) {
      feed.addItem({
        title: item.title,
        id: link(newsLink(item)),
        link: link(newsLink(item)),
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
