import { type AboutContentFields, type AboutSection, LIMITS, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type ExactFields, KeyedRecord } from '../common/base.entity';

/** One of the four texts of the About page (about, vision, mission, history). */
@Entity('about_contents')
export class AboutContent extends KeyedRecord<AboutSection> implements ExactFields<AboutContentFields, AboutContent> {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  section: AboutSection;

  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @Column({ type: 'text' })
  content: string;

  protected keyValue(): AboutSection {
    return this.section;
  }

  @TranslationsColumn()
  translations: Translations;
}
