import { LIMITS, type ProgramFields, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('programs')
@UsesUploads('programs', 'Program', 'title')
export class Program extends OrderedRecord implements ExactFields<ProgramFields, Program> {
  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @HoldsUploads()
  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: LIMITS.short })
  category: string;

  @Column({ type: 'varchar', length: LIMITS.short })
  duration: string;

  @HoldsUploads()
  @Column({ name: 'image_url', type: 'varchar', length: LIMITS.url, nullable: true })
  imageUrl: string | null;

  @HoldsUploads()
  @Column({ name: 'curriculum_file', type: 'varchar', length: LIMITS.url, nullable: true })
  curriculumFile: string | null;

  @HoldsUploads()
  @Column({ name: 'noss_file', type: 'varchar', length: LIMITS.url, nullable: true })
  nossFile: string | null;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  requirements: string | null;

  @Column({ type: 'varchar', length: LIMITS.name, nullable: true })
  certification: string | null;

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
