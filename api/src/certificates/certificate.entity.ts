import { type CertificateFields, LIMITS } from '@institute/shared';
import { Column, Entity } from 'typeorm';
import { BaseRecord, type ExactFields } from '../common/base.entity';

/** A certificate; its holder's date of birth is held, never answered. */
@Entity('certificates')
export class Certificate extends BaseRecord implements ExactFields<CertificateFields, Certificate, 'dateOfBirth'> {
  @Column({ type: 'varchar', length: LIMITS.name })
  name: string;

  @Column({ name: 'father_name', type: 'varchar', length: LIMITS.name })
  fatherName: string;

  @Column({ name: 'course_taken', type: 'varchar', length: LIMITS.name })
  courseTaken: string;

  @Column({ type: 'varchar', length: LIMITS.short })
  duration: string;

  /** A day, answered as 'YYYY-MM-DD'. */
  @Column({ name: 'training_date', type: 'date' })
  trainingDate: string;

  /**
   * Write-only: no answer ever holds a holder's date of birth (docs/behaviour.md, Certificates), so it is
   * never selected; verification compares it inside the query.
   */
  @Column({ name: 'date_of_birth', type: 'date', select: false })
  dateOfBirth?: string;

  /** Unique ignoring case (index certificates_number_key). */
  @Column({ name: 'certificate_number', type: 'varchar', length: LIMITS.short })
  certificateNumber: string;

  @Column({ name: 'is_donor_funded', type: 'boolean', default: false })
  isDonorFunded: boolean;

  /** Only for donor-funded certificates. */
  @Column({ name: 'project_office_name', type: 'varchar', length: LIMITS.name, nullable: true })
  projectOfficeName: string | null;
}
