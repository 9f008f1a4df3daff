import { EMAIL_MAX, LIMITS, type Locale, type Role, type UserFields, type UserStatus } from '@institute/shared';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ExactFields } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

/** The password hash and the two-factor secrets are held, never answered. */
@Entity('users')
@UsesUploads('users', 'User', 'username')
export class User implements ExactFields<
  UserFields,
  User,
  'passwordHash' | 'twoFactorSecret' | 'twoFactorPendingSecret' | 'twoFactorLastStep'
> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: LIMITS.short, unique: true })
  username: string;

  /** Never selected unless asked for by name, so no answer can carry it by accident. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: EMAIL_MAX, nullable: true, unique: true })
  email: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: LIMITS.short, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: LIMITS.short, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 20, default: 'viewer' })
  role: Role;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: UserStatus;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions: string[];

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @HoldsUploads()
  @Column({ name: 'profile_image_url', type: 'varchar', length: LIMITS.url, nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: LIMITS.phone, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: LIMITS.short, nullable: true })
  department: string | null;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'two_factor_enabled', type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: Locale;

  /** The TOTP secret (base32) once enabled; never selected unless asked for by name. */
  @Column({ name: 'two_factor_secret', type: 'varchar', length: 64, nullable: true, select: false })
  twoFactorSecret: string | null;

  /** A secret set up but not yet enabled; a new setup replaces it. */
  @Column({ name: 'two_factor_pending_secret', type: 'varchar', length: 64, nullable: true, select: false })
  twoFactorPendingSecret: string | null;

  /** The last time step whose code was accepted: that step and earlier ones are refused (no replay). */
  @Column({ name: 'two_factor_last_step', type: 'bigint', nullable: true, select: false })
  twoFactorLastStep: string | null;
}

type SignedInUser = User;

// The signed-in user passport puts on `req.user` is this entity (auth/session.serializer.ts), so
// code that reads it (common/rights.ts currentUser) needs no import of this module.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into passport's Express.User
    interface User extends SignedInUser {}
  }
}
