import { LIMITS, type Occupation, type ProjectFields, type ProjectStatus, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('projects')
@UsesUploads('projects', 'Project', 'title')
export class Project extends OrderedRecord implements ExactFields<ProjectFields, Project> {
  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'implementing_agency', type: 'varchar', length: LIMITS.name, nullable: true })
  implementingAgency: string | null;

  @Column({ name: 'funding_agency', type: 'varchar', length: LIMITS.name, nullable: true })
  fundingAgency: string | null;

  /** Free text such as '2023-2025' or '18 months'. */
  @Column({ name: 'implementation_duration', type: 'varchar', length: LIMITS.short })
  implementationDuration: string;

  /** Days, answered as 'YYYY-MM-DD'. */
  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  occupations: Occupation[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  locations: string[];

  @HoldsUploads()
  @Column({ name: 'image_url', type: 'varchar', length: LIMITS.url, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: ProjectStatus;

  /** The signed-in user who added it; cleared when that user is deleted. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
