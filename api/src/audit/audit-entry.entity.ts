import { type AuditEntryFields, LIMITS } from '@institute/shared';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ExactFields } from '../common/base.entity';

/** One staff action (docs/api.md, Audit log). */
@Entity('audit_log')
export class AuditEntry implements ExactFields<AuditEntryFields, AuditEntry> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Who did it; null for a failed sign-in or a password reset by link. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** The username at the time (a failed sign-in: the name typed). */
  @Column({ type: 'varchar', length: LIMITS.short, nullable: true })
  username: string | null;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** The resource, as in /api/admin/<entity>. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  entity: string | null;

  @Column({ name: 'entity_id', type: 'varchar', length: 200, nullable: true })
  entityId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** Update: `{field: {before, after}}`; create and delete: the record; secrets redacted. */
  @Column({ type: 'jsonb', nullable: true })
  changes: Record<string, unknown> | null;
}
