import { type HeroSlideFields, LIMITS, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';

@Entity('hero_slides')
export class HeroSlide extends OrderedRecord implements ExactFields<HeroSlideFields, HeroSlide> {
  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @Column({ type: 'varchar', length: LIMITS.line, nullable: true })
  subtitle: string | null;

  @Column({ type: 'varchar', length: LIMITS.url })
  image: string;

  @Column({ name: 'cta_text', type: 'varchar', length: LIMITS.short, nullable: true })
  ctaText: string | null;

  @Column({ name: 'cta_link', type: 'varchar', length: LIMITS.url, nullable: true })
  ctaLink: string | null;

  @TranslationsColumn()
  translations: Translations;
}
