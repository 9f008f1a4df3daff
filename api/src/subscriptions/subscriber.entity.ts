import { EMAIL_MAX, type Locale, type NewsCategory, type SubscriberFields } from '@institute/shared';
import { Column, Entity } from 'typeorm';
import { BaseRecord, type ExactFields } from '../common/base.entity';

/**
 * An e-mail subscriber (docs/behaviour.md, E-mail subscriptions). The links' tokens are held as
 * their SHA-256 only, never selected by a read (no answer carries them).
 */
@Entity('subscribers')
export class Subscriber
  extends BaseRecord
  implements ExactFields<SubscriberFields, Subscriber, 'confirmTokenHash' | 'confirmExpiresAt' | 'manageTokenHash'>
{
  @Column({ type: 'varchar', length: EMAIL_MAX })
  email: string;

  @Column({ type: 'text', array: true })
  categories: NewsCategory[];

  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: Locale;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The confirmation link's token, hashed; cleared once used. */
  @Column({ name: 'confirm_token_hash', type: 'bytea', nullable: true, select: false })
  confirmTokenHash: Buffer | null;

  @Column({ name: 'confirm_expires_at', type: 'timestamptz', nullable: true, select: false })
  confirmExpiresAt: Date | null;

  /** The manage and unsubscribe links' token, hashed. */
  @Column({ name: 'manage_token_hash', type: 'bytea', select: false })
  manageTokenHash: Buffer;
}
