import { LIMITS, type TrainingOpeningFields } from '@institute/shared';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('training_openings')
@UsesUploads('training-openings', 'Training opening', 'title')
export class TrainingOpening extends OrderedRecord implements ExactFields<TrainingOpeningFields, TrainingOpening> {
  /** Cleared when the program is deleted (docs/behaviour.md, Content rules). */
  @Column({ name: 'program_id', type: 'uuid', nullable: true })
  programId: string | null;

  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'start_date', type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ name: 'application_deadline', type: 'timestamptz', nullable: true })
  applicationDeadline: Date | null;

  @Column({ type: 'integer', default: 0 })
  capacity: number;

  @Column({ type: 'varchar', length: LIMITS.name, nullable: true })
  location: string | null;
}
