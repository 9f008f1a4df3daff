import type { Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AboutSection } from '@institute/shared';
import { KeyedRecord } from '../common/base.entity';

/** One of the four texts of the About page (about, vision, mission, history). */
@Entity('about_contents')
export class AboutContent extends KeyedRecord<AboutSection> {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  section: AboutSection;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  protected keyValue(): AboutSection {
    return this.section;
  }

  @TranslationsColumn()
  translations: Translations;
}
