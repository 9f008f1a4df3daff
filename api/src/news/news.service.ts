import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type Locale,
  localize,
  type NewsCategory,
  NOT_FOUND_MESSAGES,
  SLUG_EXISTS,
  SLUG_TAKEN_FIELD,
  slugWithSuffix,
} from '@institute/shared';
import { type DeepPartial, Repository, type SelectQueryBuilder } from 'typeorm';
import { CrudService, type RestoreOf } from '../crud/crud';
import { User } from '../users/user.entity';
import type { NewsDto } from './dto/news.dto';
import type { NewsPageQuery } from '@institute/shared';
import { News } from './news.entity';
import { isUuid } from '../common/id';
import { adminListSpec, likeEscape } from '../common/list-query';
import { newsSlugFromTitle } from './nepali-slug';

const NEWS_NOT_FOUND = NOT_FOUND_MESSAGES.news;

/** What a news card shows: every column but `content`. */
const CARD_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'category',
  'imageUrls',
  'status',
  'priority',
  'publishedAt',
  'deadlineDate',
  'authorId',
  'createdAt',
  'updatedAt',
  'translations',
] as const satisfies readonly Exclude<keyof News, 'content' | 'author'>[];

const MAX_SLUG_ATTEMPTS = 50;

/**
 * A published item as visitors get it: no author id, and the author's username only when the
 * author has no name to show (the page shows names).
 */
function forVisitors(row: News, locale: Locale): News {
  const { authorId: _id, ...rest } = localize(row, 'news', locale) as News;
  const author = row.author;
  if (author && (author.firstName?.trim() || author.lastName?.trim())) {
    return { ...rest, author: { firstName: author.firstName, lastName: author.lastName } } as News;
  }
  return rest as News;
}

/** A card leaves out `content`, in Nepali too. */
function withoutContent(row: News): News {
  if (!row.translations?.ne?.content) return row;
  const { content: _content, ...nepali } = row.translations.ne;
  return { ...row, translations: { ne: nepali } } as News;
}

/**
 * An article's Nepali title, excerpt and content as one text: the expression of the trigram index
 * `news_nepali_trgm_idx` (migration 1765300000000), repeated exactly so that the search uses it.
 */
const nepaliText = (alias: string) =>
  `(${['title', 'excerpt', 'content'].map((field) => `coalesce(${alias}.translations->'ne'->>'${field}', '')`).join(` || ' ' || `)})`;

@Injectable()
export class NewsService extends CrudService<News> {
  private readonly writeListeners: (() => void)[] = [];

  constructor(@InjectRepository(News) repo: Repository<News>) {
    super(repo, {
      ...adminListSpec('news', {
        sortable: ['title', 'slug', 'category', 'status', 'priority', 'publishedAt', 'deadlineDate', 'createdAt', 'updatedAt'],
        searchable: ['title', 'excerpt', 'content', 'slug'],
        filterable: ['category', 'status', 'priority', 'authorId'],
      }),
      notFound: NEWS_NOT_FOUND,
    });
  }

  /** Every read carries the author's public names (entity hook trims the rest). */
  protected query(): SelectQueryBuilder<News> {
    return this.repo
      .createQueryBuilder('row')
      .leftJoinAndMapOne('row.author', User, 'author', 'author.id = row.authorId')
      .select('row')
      .addSelect(['author.id', 'author.username', 'author.firstName', 'author.lastName']);
  }

  private publishedRows(qb: SelectQueryBuilder<News>): SelectQueryBuilder<News> {
    return qb.where(`row.status = 'published'`).andWhere('row.publishedAt <= now()');
  }

  /** Published items whose publication time has come, newest first (docs/api.md, Public lists). */
  private published(): SelectQueryBuilder<News> {
    return this.publishedRows(this.query()).orderBy('row.publishedAt', 'DESC').addOrderBy('row.createdAt', 'DESC');
  }

  async publicNews(locale: Locale): Promise<News[]> {
    return (await this.published().getMany()).map((row) => forVisitors(row, locale));
  }

  /** One page of the published list, without `content` (no card shows it), and how many match in all. */
  async publicPage(page: NewsPageQuery, locale: Locale): Promise<{ items: News[]; total: number }> {
    const rows = this.matching(this.published(), page)
      .select(CARD_COLUMNS.map((column) => `row.${column}`))
      .addSelect(['author.id', 'author.username', 'author.firstName', 'author.lastName'])
      // One author per item, so LIMIT counts items (skip/take would first query the ids).
      .limit(page.limit)
      .offset(page.offset);
    const count = this.matching(this.publishedRows(this.repo.createQueryBuilder('row')), page);
    const [items, total] = await Promise.all([rows.getMany(), count.getCount()]);
    return { items: items.map((row) => forVisitors(withoutContent(row), locale)), total };
  }

  /** How many published items match `q` (every item without it), in all and per category: the tabs of the news page. */
  async publicCounts(q?: string): Promise<Record<'all' | NewsCategory, number>> {
    const rows = await this.matching(this.publishedRows(this.repo.createQueryBuilder('row')), { q })
      .select('row.category', 'category')
      .addSelect('count(*)::int', 'n')
      .groupBy('row.category')
      .getRawMany<{ category: NewsCategory; n: number }>();
    const counts = { all: 0, news: 0, notice: 0, result: 0 };
    for (const { category, n } of rows) {
      counts[category] = n;
      counts.all += n;
    }
    return counts;
  }

  /**
   * Category and search: `q` found in the title, excerpt or content, English or Nepali, whatever
   * the locale, case-insensitively and literally (% and _ are text), as the news page's search box
   * promises; trigram indexes serve it (the Nepali texts' index is on the expression repeated here).
   */
  private matching(qb: SelectQueryBuilder<News>, page: Pick<NewsPageQuery, 'q' | 'category'>): SelectQueryBuilder<News> {
    if (page.category) qb.andWhere('row.category = :category', { category: page.category });
    if (page.q) {
      qb.andWhere(`(row.title ILIKE :q OR row.excerpt ILIKE :q OR row.content ILIKE :q OR ${nepaliText('row')} ILIKE :q)`, {
        q: `%${likeEscape(page.q)}%`,
      });
    }
    return qb;
  }

  /** An article by its slug, or by its id when it has none: the public page /news/{identifier}. */
  async publicArticle(identifier: string, locale: Locale): Promise<News> {
    // No slug or id is that long: not found without a query.
    if (identifier.length > 100) throw new NotFoundException(NEWS_NOT_FOUND);
    const slug = identifier.toLowerCase();
    const q = this.published();
    // Two parameters: PostgreSQL types one as uuid and the other as text.
    if (isUuid(identifier)) q.andWhere('(row.id = :id OR row.slug = :slug)', { id: slug, slug });
    else q.andWhere('row.slug = :slug', { slug });
    const row = await q.getOne();
    if (!row) throw new NotFoundException(NEWS_NOT_FOUND);
    return forVisitors(row, locale);
  }

  protected async prepare(dto: NewsDto, existing?: News, user?: User): Promise<DeepPartial<News>> {
    const values: DeepPartial<News> = { ...dto } as DeepPartial<News>;
    if (!existing) values.authorId = user?.id ?? null;

    // A typed slug must be free; an empty one is made from the title, numbered until free.
    if (dto.slug) {
      if (await this.slugTaken(dto.slug, existing?.id)) {
        throw new ConflictException({ message: SLUG_EXISTS, details: [{ field: 'slug', message: SLUG_TAKEN_FIELD }] });
      }
    } else if (dto.slug === null || !existing) {
      values.slug = await this.freeSlug(newsSlugFromTitle(dto.title ?? existing!.title), existing?.id);
    }

    // Publishing stamps the time once; a date given by the caller (a scheduled item) wins.
    const status = dto.status ?? existing?.status;
    const publishedAt = dto.publishedAt !== undefined ? dto.publishedAt : existing?.publishedAt;
    if (status === 'published' && !publishedAt) values.publishedAt = new Date();
    return values;
  }

  /**
   * Two creates may pick the same free slug at once: the unique index refuses the second, which
   * then picks again (a slug it made; a typed one that is taken stays a 409).
   */
  async create(dto: NewsDto, user?: User): Promise<News> {
    return this.written(await this.retryingGeneratedSlug(dto, () => super.create(dto, user)));
  }

  async update(id: string, dto: NewsDto, user?: User, restore?: RestoreOf): Promise<News> {
    return this.written(await this.retryingGeneratedSlug(dto, () => super.update(id, dto, user, restore)));
  }

  /**
   * Runs `listener` after each item written (created, changed, restored): a write may publish it,
   * and the subscriptions then queue its mails (docs/behaviour.md, E-mail subscriptions). A
   * listener returns at once; what it does runs after.
   */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

  private written(row: News): News {
    for (const listener of this.writeListeners) listener();
    return row;
  }

  private async retryingGeneratedSlug(dto: NewsDto, write: () => Promise<News>): Promise<News> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (err) {
        const constraint = (err as { driverError?: { code?: string; constraint?: string } }).driverError;
        const clash = constraint?.code === '23505' && constraint.constraint === 'news_slug_key';
        if (!clash || dto.slug || attempt >= MAX_SLUG_ATTEMPTS) throw err;
      }
    }
  }

  private async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const q = this.repo.createQueryBuilder('n').where('n.slug = :slug', { slug });
    if (exceptId) q.andWhere('n.id <> :exceptId', { exceptId });
    return (await q.getCount()) > 0;
  }

  private async freeSlug(base: string, exceptId?: string): Promise<string> {
    const q = this.repo
      .createQueryBuilder('n')
      .select('n.slug', 'slug')
      .where(`(n.slug = :base OR n.slug LIKE :pattern ESCAPE '\\')`, {
        base,
        pattern: `${likeEscape(base.slice(0, 90))}-%`,
      });
    if (exceptId) q.andWhere('n.id <> :exceptId', { exceptId });
    const taken = new Set((await q.getRawMany<{ slug: string }>()).map((r) => r.slug));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) {
      const candidate = slugWithSuffix(base, n);
      if (!taken.has(candidate)) return candidate;
    }
  }
}
