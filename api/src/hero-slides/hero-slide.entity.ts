import type { Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { OrderedRecord } from '../common/base.entity';

@Entity('hero_slides')
export class HeroSlide extends OrderedRecord {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  subtitle: string | null;

  @Column({ type: 'varchar', length: 2048 })
  image: string;

  @Column({ name: 'cta_text', type: 'varchar', length: 100, nullable: true })
  ctaText: string | null;

  @Column({ name: 'cta_link', type: 'varchar', length: 2048, nullable: true })
  ctaLink: string | null;

  @TranslationsColumn()
  translations: Translations;
}
