import {
  type ContactMessageFields,
  type ContactStatus,
  type ContactSubject,
  DEFAULT_CONTACT_STATUS,
  EMAIL_MAX,
  LIMITS,
} from '@institute/shared';
import { Column, Entity } from 'typeorm';
import { BaseRecord, type ExactFields } from '../common/base.entity';

@Entity('contact_messages')
export class ContactMessage extends BaseRecord implements ExactFields<ContactMessageFields, ContactMessage> {
  @Column({ type: 'varchar', length: LIMITS.name })
  name: string;

  @Column({ type: 'varchar', length: EMAIL_MAX })
  email: string;

  @Column({ type: 'varchar', length: LIMITS.phone, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: LIMITS.short })
  subject: ContactSubject;

  @Column({ type: 'varchar', length: LIMITS.text })
  message: string;

  @Column({ type: 'varchar', length: 20, default: DEFAULT_CONTACT_STATUS })
  status: ContactStatus;
}
