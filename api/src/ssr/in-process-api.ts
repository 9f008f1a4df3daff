import { HttpException, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type {
  Locale,
  ManagedSubscription,
  News,
  NewsCardItem,
  NewsCounts,
  NewsPageQuery,
  PublicListName,
  PublicLists,
  PublicApi,
} from '@institute/shared';
import { PUBLIC_LIST, type PublicListSource } from '../crud/crud';
import { validateAs } from '../common/validation';
import { NewsCountsQueryDto, NewsListQueryDto } from '../news/dto/news-page.dto';
import { NewsService } from '../news/news.service';
import { SubscriptionLinks } from './subscription-links';
import { ImageMedia } from '../uploads/image-media';

/** A value as the API sends it: what `JSON.stringify` writes (dates as ISO strings, no undefined fields). */
const asJson = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The public API in-process, which the server renders public pages with (docs/architecture.md, A page's request): the
 * public lists' controllers and the news service, called in-process, their answers checked,
 * given their image media and written as JSON as the public API does, so a page shows exactly
 * what `GET /api/…` answers. A query the API would refuse rejects with that answer's `status`
 * (a 404, a 400 for a search too long); any other failure (the database away) rejects as is.
 */
@Injectable()
export class InProcessApi implements PublicApi, OnApplicationBootstrap {
  private readonly lists = new Map<string, PublicListSource>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly media: ImageMedia,
    private readonly newsService: NewsService,
    private readonly links: SubscriptionLinks,
  ) {}

  /** The public lists' controllers, by the name their PublicList gave them. */
  onApplicationBootstrap(): void {
    for (const { metatype, instance } of this.discovery.getControllers()) {
      const name = metatype && (Reflect.getMetadata(PUBLIC_LIST, metatype) as string | undefined);
      if (name) this.lists.set(name, instance as PublicListSource);
    }
  }

  list<K extends PublicListName>(name: K, locale: Locale): Promise<PublicLists[K]> {
    const source = this.lists.get(name);
    if (!source) throw new Error(`No public list is called ${name}`);
    return this.answer(async () => this.media.attach(await source.publicList(locale)));
  }

  news(page: NewsPageQuery, locale: Locale): Promise<NewsCardItem[]> {
    return this.answer(async () => {
      const checked = validateAs(NewsListQueryDto, { ...page, locale }, 'query').page();
      return this.media.attach((await this.newsService.publicPage(checked!, locale)).items);
    });
  }

  newsCounts(q: string | undefined, locale: Locale): Promise<NewsCounts> {
    return this.answer(() => this.newsService.publicCounts(validateAs(NewsCountsQueryDto, { q, locale }, 'query').search()));
  }

  async article(identifier: string, locale: Locale): Promise<News | null> {
    try {
      return await this.answer(async () => this.media.attach(await this.newsService.publicArticle(identifier, locale)));
    } catch (err) {
      if ((err as { status?: unknown }).status === 404) return null;
      throw err;
    }
  }

  /** GET /api/subscriptions/manage?token= in-process: the subscription of a manage token, or null (its 404; no token or one too long alike). */
  async subscription(token: string): Promise<ManagedSubscription | null> {
    if (!token || token.length > 100) return null;
    try {
      return await this.answer(() => this.links.subscriptions.read(token));
    } catch (err) {
      if ((err as { status?: unknown }).status === 404) return null;
      throw err;
    }
  }

  private async answer<T>(query: () => Promise<unknown>): Promise<T> {
    try {
      return asJson<T>(await query());
    } catch (err) {
      if (err instanceof HttpException) throw Object.assign(new Error(err.message), { status: err.getStatus() });
      throw err;
    }
  }
}
