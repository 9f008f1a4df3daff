import type { Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { OrderedRecord } from '../common/base.entity';

@Entity('programs')
export class Program extends OrderedRecord {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'varchar', length: 100 })
  duration: string;

  @Column({ name: 'image_url', type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ name: 'curriculum_file', type: 'varchar', length: 2048, nullable: true })
  curriculumFile: string | null;

  @Column({ name: 'noss_file', type: 'varchar', length: 2048, nullable: true })
  nossFile: string | null;

  @Column({ type: 'text', nullable: true })
  requirements: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  certification: string | null;

  @TranslationsColumn()
  translations: Translations;
}
