import { type HeroSlideFields, LIMITS, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('hero_slides')
@UsesUploads('hero-slides', 'Hero slide', 'title')
export class HeroSlide extends OrderedRecord implements ExactFields<HeroSlideFields, HeroSlide> {
  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @HoldsUploads()
  @Column({ type: 'varchar', length: LIMITS.line, nullable: true })
  subtitle: string | null;

  @HoldsUploads()
  @Column({ type: 'varchar', length: LIMITS.url })
  image: string;

  @Column({ name: 'cta_text', type: 'varchar', length: LIMITS.short, nullable: true })
  ctaText: string | null;

  @Column({ name: 'cta_link', type: 'varchar', length: LIMITS.url, nullable: true })
  ctaLink: string | null;

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
