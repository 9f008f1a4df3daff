import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isFlagOn, SITE_SETTING_DEFAULTS, TWO_FACTOR_MESSAGES } from '@institute/shared';
import { randomInt } from 'node:crypto';
import { generateSecret, verify } from 'otplib';
import { DataSource, Repository } from 'typeorm';
import { qrSvg } from '../certificates/certificate-qr';
import { ValidationFailed } from '../common/http-exception.filter';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { userView } from '../users/users.service';

/** RFC 6238 as the issue fixes it: SHA-1, 6 digits, 30-second steps, one step either side of now. */
const PERIOD = 30;
const TOLERANCE_SECONDS = PERIOD;
const RECOVERY_CODES = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** How a second factor was given: the audit log's `sign-in` `method`. */
export type SecondFactor = 'totp' | 'recovery-code';

export interface FactorInput {
  code?: string;
  recoveryCode?: string;
}

/** `xxxxx-xxxxx`: 10 characters of the lower-case base32 alphabet (50 bits). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Recovery codes are compared ignoring case, spaces and hyphens. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const invalidCode = () => new ValidationFailed([{ field: 'code', message: TWO_FACTOR_MESSAGES.invalidCode }]);

/**
 * TOTP second factor and recovery codes (docs/api.md, Two-factor sign-in). Secrets are read
 * only here; recovery codes are stored as argon2id hashes and a code is used once; the last
 * accepted time step is stored, so a code accepted once (at sign-in, enable or disable) never
 * works again.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly settings: SiteSettingsService,
  ) {}

  /** Whether administrators must use two-factor sign-in (the `twoFactorRequiredForAdmins` setting). */
  async requiredForAdmins(): Promise<boolean> {
    return isFlagOn(await this.settings.value('twoFactorRequiredForAdmins'));
  }

  /** An administrator without 2FA while the setting is on: only their account calls are open. */
  async setupRequired(user: Pick<User, 'role' | 'twoFactorEnabled'>): Promise<boolean> {
    return user.role === 'admin' && !user.twoFactorEnabled && (await this.requiredForAdmins());
  }

  /** A new pending secret (replacing a pending one); 409 while 2FA is on, so a stolen session cannot swap it. */
  async setup(user: Pick<User, 'id' | 'username'>): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
    const stored = await this.read(user.id);
    if (stored.twoFactorEnabled) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = generateSecret({ length: 20 });
    await this.users.update({ id: user.id }, { twoFactorPendingSecret: secret });
    const issuer = encodeURIComponent((await this.settings.value('siteName')) || SITE_SETTING_DEFAULTS.siteName);
    const otpauthUrl =
      `otpauth://totp/${issuer}:${encodeURIComponent(user.username)}` +
      `?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=${PERIOD}`;
    return { secret, otpauthUrl, qrSvg: await qrSvg(otpauthUrl) };
  }

  /** Turns 2FA on with a current code of the pending secret; answers the 10 recovery codes, shown once. */
  async enable(userId: string, code: string | undefined): Promise<{ recoveryCodes: string[] }> {
    const stored = await this.read(userId);
    if (stored.twoFactorEnabled || !stored.twoFactorPendingSecret) throw invalidCode();
    if (!(await this.acceptCode(stored, stored.twoFactorPendingSecret, code))) throw invalidCode();
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const hashes = await Promise.all(recoveryCodes.map((c) => this.hasher.hash(normalizeRecoveryCode(c))));
    await this.dataSource.transaction(async (em) => {
      await em.update(
        User,
        { id: userId },
        { twoFactorEnabled: true, twoFactorSecret: stored.twoFactorPendingSecret, twoFactorPendingSecret: null },
      );
      await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      await em.query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::varchar[])`, [userId, hashes]);
    });
    return { recoveryCodes };
  }

  /** Turns 2FA off with the password and a code (or a recovery code); each wrong one marks its field. */
  async disable(userId: string, password: string | undefined, factor: FactorInput): Promise<User> {
    const withHash = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :userId', { userId })
      .getOne();
    if (!withHash) throw new NotFoundException('User not found');
    const passwordOk = typeof password === 'string' && (await this.hasher.verify(withHash.passwordHash, password));
    if (!passwordOk) throw new ValidationFailed([{ field: 'password', message: TWO_FACTOR_MESSAGES.invalidPassword }]);
    if (!withHash.twoFactorEnabled) throw new ValidationFailed([{ field: 'code', message: TWO_FACTOR_MESSAGES.notEnabled }]);
    if (!(await this.verifyFactor(userId, factor))) {
      throw new ValidationFailed([
        {
          field: factor.recoveryCode !== undefined && factor.code === undefined ? 'recoveryCode' : 'code',
          message: TWO_FACTOR_MESSAGES.invalidCode,
        },
      ]);
    }
    return this.clear(userId);
  }

  /** An administrator's reset: the user then signs in with the password alone. */
  async reset(userId: string): Promise<User> {
    if (!(await this.users.existsBy({ id: userId }))) throw new NotFoundException('User not found');
    return this.clear(userId);
  }

  /** The second factor of an enabled account: a current TOTP code, else a recovery code (used up). */
  async verifyFactor(userId: string, { code, recoveryCode }: FactorInput): Promise<SecondFactor | null> {
    const stored = await this.read(userId);
    if (!stored.twoFactorEnabled || !stored.twoFactorSecret) return null;
    if (code !== undefined) return (await this.acceptCode(stored, stored.twoFactorSecret, code)) ? 'totp' : null;
    if (typeof recoveryCode !== 'string' || recoveryCode.length > 100) return null;
    const typed = normalizeRecoveryCode(recoveryCode);
    const rows: { id: string; code_hash: string }[] = await this.dataSource.query(
      `SELECT id, code_hash FROM recovery_codes WHERE user_id = $1`,
      [userId],
    );
    for (const row of rows) {
      if (!(await this.hasher.verify(row.code_hash, typed))) continue;
      // Deleting the row is the use: of two requests racing with one code, one deletes it.
      const [, deleted]: [unknown, number] = await this.dataSource.query(`DELETE FROM recovery_codes WHERE id = $1`, [row.id]);
      return deleted === 1 ? 'recovery-code' : null;
    }
    return null;
  }

  private async clear(userId: string): Promise<User> {
    await this.dataSource.transaction(async (em) => {
      await em.update(User, { id: userId }, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null });
      await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    });
    return userView((await this.users.findOneByOrFail({ id: userId })) as User) as User;
  }

  private async read(userId: string): Promise<User> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect(['user.twoFactorSecret', 'user.twoFactorPendingSecret', 'user.twoFactorLastStep'])
      .where('user.id = :userId', { userId })
      .getOne();
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /**
   * A code of `secret` within one step of now and later than the last accepted step. Storing
   * the step is conditional, so of two requests racing with one code only one is accepted.
   */
  private async acceptCode(stored: User, secret: string, code: unknown): Promise<boolean> {
    if (typeof code !== 'string' || !/^\d{6}$/.test(code.replace(/\s/g, ''))) return false;
    const lastStep = stored.twoFactorLastStep === null ? undefined : Number(stored.twoFactorLastStep);
    let result;
    try {
      result = await verify({
        secret,
        token: code.replace(/\s/g, ''),
        epochTolerance: TOLERANCE_SECONDS,
        period: PERIOD,
        afterTimeStep: lastStep,
      });
    } catch {
      return false;
    }
    if (!result.valid) return false;
    const { timeStep } = result as { timeStep: number };
    const [, updated]: [unknown, number] = await this.dataSource.query(
      `UPDATE users SET two_factor_last_step = $2 WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)`,
      [stored.id, timeStep],
    );
    return updated === 1;
  }
}
