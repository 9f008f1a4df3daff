import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../common/base.entity';

@Entity('certificates')
export class Certificate extends BaseRecord {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ name: 'father_name', type: 'varchar', length: 200 })
  fatherName: string;

  @Column({ name: 'course_taken', type: 'varchar', length: 200 })
  courseTaken: string;

  @Column({ type: 'varchar', length: 100 })
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
  @Column({ name: 'certificate_number', type: 'varchar', length: 100 })
  certificateNumber: string;

  @Column({ name: 'is_donor_funded', type: 'boolean', default: false })
  isDonorFunded: boolean;

  /** Only for donor-funded certificates. */
  @Column({ name: 'project_office_name', type: 'varchar', length: 200, nullable: true })
  projectOfficeName: string | null;
}
