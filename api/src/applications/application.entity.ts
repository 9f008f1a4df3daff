import { type ApplicationStatus, DEFAULT_APPLICATION_STATUS, type Education, type EmploymentStatus } from '@institute/shared';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** The reviewer as answers show them: a name, never the rest of the account. */
export type Reviewer = Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>;

@Entity('applications')
export class Application {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 50 })
  phone: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  /** A program title as the form offered it, or 'Other'; text, so renaming a program keeps past applications readable. */
  @Column({ type: 'varchar', length: 200 })
  program: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  education: Education | null;

  /** The form's employment status (libs EMPLOYMENT_STATUS_OPTIONS). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  experience: EmploymentStatus | null;

  @Column({ type: 'varchar', length: 5000, nullable: true })
  motivation: string | null;

  /** Review notes; staff only. */
  @Column({ type: 'varchar', length: 5000, nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 20, default: DEFAULT_APPLICATION_STATUS })
  status: ApplicationStatus;

  @CreateDateColumn({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Cleared when the reviewer's account is deleted. */
  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  /** Loaded by the service with the Reviewer fields only. */
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewed_by' })
  reviewer?: Reviewer | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
