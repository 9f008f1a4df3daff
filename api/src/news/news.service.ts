import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type NewsCategory, SLUG_EXISTS, SLUG_TAKEN_FIELD, slugFromTitle, slugWithSuffix } from '@institute/shared';
import { type DeepPartial, Repository, type SelectQueryBuilder } from 'typeorm';
import { CrudService } from '../common/crud';
import { User } from '../users/user.entity';
import type { NewsDto } from './dto/news.dto';
import { News } from './news.entity';
import { isUuid } from '../common/id';
import { adminListSpec, likeEscape } from '../common/list-query';

export const NEWS_NOT_FOUND = 'News article not found';

@Injectable()
export class NewsService extends CrudService<News> {
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

  /** Published items whose publication time has come, newest first (docs/api.md, Public lists). */
  private published(): SelectQueryBuilder<News> {
    return this.query()
      .where(`row.status = 'published'`)
      .andWhere('row.publishedAt <= now()')
      .orderBy('row.publishedAt', 'DESC')
      .addOrderBy('row.createdAt', 'DESC');
  }

  publicNews(category?: NewsCategory): Promise<News[]> {
    const q = this.published();
    if (category) q.andWhere('row.category = :category', { category });
    return q.getMany();
  }

  /** An article by its slug, or by its id when it has none: the public page /news/{identifier}. */
  async publicArticle(identifier: string): Promise<News> {
    const slug = identifier.toLowerCase();
    const q = this.published();
    // Two parameters: PostgreSQL types one as uuid and the other as text.
    if (isUuid(identifier)) q.andWhere('(row.id = :id OR row.slug = :slug)', { id: slug, slug });
    else q.andWhere('row.slug = :slug', { slug });
    const row = await q.getOne();
    if (!row) throw new NotFoundException(NEWS_NOT_FOUND);
    return row;
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
      values.slug = await this.freeSlug(slugFromTitle(dto.title ?? existing!.title), existing?.id);
    }

    // Publishing stamps the time once; a date given by the caller (a scheduled item) wins.
    const status = dto.status ?? existing?.status;
    const publishedAt = dto.publishedAt !== undefined ? dto.publishedAt : existing?.publishedAt;
    if (status === 'published' && !publishedAt) values.publishedAt = new Date();
    return values;
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
