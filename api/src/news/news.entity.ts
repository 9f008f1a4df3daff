import {
  LIMITS,
  type NewsAuthor,
  type NewsCategory,
  type NewsFields,
  type NewsPriority,
  type NewsStatus,
  SLUG_MAX,
  type Translations,
} from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { AfterLoad, Column, Entity } from 'typeorm';
import { BaseRecord, type ExactFields } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('news')
@UsesUploads('news', 'News', 'title')
export class News extends BaseRecord implements ExactFields<NewsFields, News> {
  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @Column({ type: 'varchar', length: SLUG_MAX })
  slug: string;

  @HoldsUploads()
  @Column({ type: 'text' })
  content: string;

  @HoldsUploads()
  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'varchar', length: 20, default: 'news' })
  category: NewsCategory;

  @HoldsUploads()
  @Column({ name: 'image_urls', type: 'jsonb', default: () => `'[]'` })
  imageUrls: string[];

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: NewsStatus;

  @Column({ type: 'varchar', length: 20, default: 'normal' })
  priority: NewsPriority;

  /** Set when first published; the public sees an item once it is published and this has passed. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ name: 'deadline_date', type: 'timestamptz', nullable: true })
  deadlineDate: Date | null;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  /** Joined by every read of NewsService (query()); null once the author's account is deleted. */
  author: NewsAuthor | null;

  /** Keeps the three public fields of the joined user and nothing else. */
  @AfterLoad()
  protected trimAuthor(): void {
    const a = this.author;
    this.author = a ? { firstName: a.firstName, lastName: a.lastName, username: a.username } : null;
  }

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
