import { type AboutContentFields, type AboutSection, LIMITS, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type ExactFields, KeyedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

/** One of the four texts of the About page (about, vision, mission, history). */
@Entity('about_contents')
@UsesUploads('about', 'About section', 'title')
export class AboutContent extends KeyedRecord<AboutSection> implements ExactFields<AboutContentFields, AboutContent> {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  section: AboutSection;

  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @HoldsUploads()
  @Column({ type: 'text' })
  content: string;

  protected keyValue(): AboutSection {
    return this.section;
  }

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
