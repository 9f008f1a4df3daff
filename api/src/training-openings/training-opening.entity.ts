import { Column, Entity } from 'typeorm';
import { OrderedRecord } from '../common/base.entity';

@Entity('training_openings')
export class TrainingOpening extends OrderedRecord {
  /** Cleared when the program is deleted (docs/behaviour.md, Content rules). */
  @Column({ name: 'program_id', type: 'uuid', nullable: true })
  programId: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

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

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;
}
