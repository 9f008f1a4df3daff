import { LIMITS, type ProgramFields, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';

@Entity('programs')
export class Program extends OrderedRecord implements ExactFields<ProgramFields, Program> {
  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: LIMITS.short })
  category: string;

  @Column({ type: 'varchar', length: LIMITS.short })
  duration: string;

  @Column({ name: 'image_url', type: 'varchar', length: LIMITS.url, nullable: true })
  imageUrl: string | null;

  @Column({ name: 'curriculum_file', type: 'varchar', length: LIMITS.url, nullable: true })
  curriculumFile: string | null;

  @Column({ name: 'noss_file', type: 'varchar', length: LIMITS.url, nullable: true })
  nossFile: string | null;

  @Column({ type: 'text', nullable: true })
  requirements: string | null;

  @Column({ type: 'varchar', length: LIMITS.name, nullable: true })
  certification: string | null;

  @TranslationsColumn()
  translations: Translations;
}
