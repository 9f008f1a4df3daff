import {
  type ApplicationFields,
  type ApplicationReviewer,
  type ApplicationStatus,
  DEFAULT_APPLICATION_STATUS,
  EMAIL_MAX,
  type Education,
  type EmploymentStatus,
  LIMITS,
} from '@institute/shared';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ExactFields } from '../common/base.entity';
import { User } from '../users/user.entity';

@Entity('applications')
export class Application implements ExactFields<ApplicationFields, Application> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: LIMITS.name })
  name: string;

  @Column({ type: 'varchar', length: EMAIL_MAX })
  email: string;

  @Column({ type: 'varchar', length: LIMITS.phone })
  phone: string;

  @Column({ type: 'varchar', length: LIMITS.line, nullable: true })
  address: string | null;

  /** A program title as the form offered it, or 'Other'; text, so renaming a program keeps past applications readable. */
  @Column({ type: 'varchar', length: LIMITS.title })
  program: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  education: Education | null;

  /** The form's employment status (libs EMPLOYMENT_STATUS_OPTIONS). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  experience: EmploymentStatus | null;

  @Column({ type: 'varchar', length: LIMITS.text, nullable: true })
  motivation: string | null;

  /** Review notes; staff only. */
  @Column({ type: 'varchar', length: LIMITS.text, nullable: true })
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

  /** Loaded by the service with the ApplicationReviewer fields only. */
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewed_by' })
  reviewer?: ApplicationReviewer | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
