import { type ContactStatus, type ContactSubject, DEFAULT_CONTACT_STATUS } from '@institute/shared';
import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../common/base.entity';

@Entity('contact_messages')
export class ContactMessage extends BaseRecord {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 100 })
  subject: ContactSubject;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @Column({ type: 'varchar', length: 20, default: DEFAULT_CONTACT_STATUS })
  status: ContactStatus;
}
