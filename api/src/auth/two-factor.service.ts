import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isFlagOn, PASSWORD_MAX, SITE_SETTING_DEFAULTS, TWO_FACTOR_MESSAGES, USER_MESSAGES } from '@institute/shared';
import type { Response } from 'express';
import { randomInt } from 'node:crypto';
import { generateSecret, verify } from 'otplib';
import { DataSource, Repository } from 'typeorm';
import { qrSvg } from '../common/qr-code';
import { ValidationFailed } from '../common/http-exception.filter';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { FailureCeiling } from '../throttling/throttling.module';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { userView, UsersService } from '../users/users.service';
import { FactorLimit } from './factor-limit';
import { FactorSecrets, SEALED } from './factor-secrets';

/** RFC 6238 as docs/api.md, Two-factor sign-in fixes it: SHA-1, 6 digits, 30-second steps, one step either side of now. */
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

/** What a change to one's own password or second factor is confirmed with. */
export interface IdentityInput extends FactorInput {
  password?: string;
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
 * only here, and stored sealed (auth/factor-secrets.ts); recovery codes are stored as argon2id
 * hashes with a keyed lookup beside each, and a code is used once; the last accepted time step is
 * stored, so a code accepted once (at sign-in, enable or disable) never works again. Every check
 * of a factor counts on the account's limit (auth/factor-limit.ts).
 */
@Injectable()
export class TwoFactorService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly settings: SiteSettingsService,
    private readonly secrets: FactorSecrets,
    private readonly limit: FactorLimit,
    private readonly ceiling: FailureCeiling,
    private readonly accounts: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const sealed = await this.sealStoredSecrets();
    if (sealed) this.logger.log(`Sealed ${sealed} two-factor secret(s) stored before sealing`);
  }

  /**
   * Seals the secrets stored in clear before sealing existed; answers how many. Each is replaced
   * only while it is still the clear one, so processes starting at once seal each once.
   */
  async sealStoredSecrets(): Promise<number> {
    let sealed = 0;
    for (const column of ['two_factor_secret', 'two_factor_pending_secret'] as const) {
      const rows: { id: string; value: string }[] = await this.dataSource.query(
        `SELECT id, ${column} AS value FROM users WHERE ${column} IS NOT NULL AND left(${column}, $1) <> $2`,
        [SEALED.length, SEALED],
      );
      for (const { id, value } of rows) {
        const [, updated]: [unknown, number] = await this.dataSource.query(
          `UPDATE users SET ${column} = $2 WHERE id = $1 AND ${column} = $3`,
          [id, this.secrets.seal(id, value), value],
        );
        sealed += updated;
      }
    }
    return sealed;
  }

  /** Whether administrators must use two-factor sign-in (the `twoFactorRequiredForAdmins` setting). */
  async requiredForAdmins(): Promise<boolean> {
    return isFlagOn(await this.settings.value('twoFactorRequiredForAdmins'));
  }

  /** An administrator without 2FA while the setting is on: only their account calls are open. */
  async setupRequired(user: Pick<User, 'role' | 'twoFactorEnabled'>): Promise<boolean> {
    return user.role === 'admin' && !user.twoFactorEnabled && (await this.requiredForAdmins());
  }

  /**
   * A new pending secret (replacing a pending one), with the password; 409 while 2FA is on, so a
   * stolen session cannot swap it.
   */
  async setup(
    user: Pick<User, 'id' | 'username'>,
    input: IdentityInput,
    res: Response,
  ): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
    const stored = await this.read(user.id);
    if (stored.twoFactorEnabled) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    await this.confirm(stored, input, res, 'none');
    const secret = generateSecret({ length: 20 });
    await this.users.update({ id: user.id }, { twoFactorPendingSecret: this.secrets.seal(user.id, secret) });
    const issuer = encodeURIComponent((await this.settings.value('siteName')) || SITE_SETTING_DEFAULTS.siteName);
    const otpauthUrl =
      `otpauth://totp/${issuer}:${encodeURIComponent(user.username)}` +
      `?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=${PERIOD}`;
    return { secret, otpauthUrl, qrSvg: await qrSvg(otpauthUrl) };
  }

  /**
   * Turns 2FA on with the password and a current code of the pending secret; answers the 10
   * recovery codes, shown once. Every other session of the user (`keepSession` is the caller's) ends.
   */
  async enable(userId: string, input: IdentityInput, res: Response, keepSession: string): Promise<{ recoveryCodes: string[] }> {
    const stored = await this.read(userId);
    if (stored.twoFactorEnabled || !stored.twoFactorPendingSecret) throw invalidCode();
    await this.confirm(stored, input, res, 'pending');
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const normalized = recoveryCodes.map(normalizeRecoveryCode);
    const hashes = await Promise.all(normalized.map((c) => this.hasher.hash(c)));
    const lookups = normalized.map((c) => this.secrets.lookup(c));
    await this.dataSource.transaction(async (em) => {
      await em.update(
        User,
        { id: userId },
        { twoFactorEnabled: true, twoFactorSecret: stored.twoFactorPendingSecret, twoFactorPendingSecret: null },
      );
      await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      await em.query(
        `INSERT INTO recovery_codes (user_id, code_hash, code_lookup) SELECT $1, unnest($2::varchar[]), unnest($3::varchar[])`,
        [userId, hashes, lookups],
      );
    });
    await this.accounts.endSessions(userId, keepSession);
    return { recoveryCodes };
  }

  /** Turns 2FA off with the password and a code (or a recovery code); every other session of the user ends. */
  async disable(userId: string, input: IdentityInput, res: Response, keepSession: string): Promise<User> {
    const stored = await this.read(userId);
    if (!stored.twoFactorEnabled) throw new ValidationFailed([{ field: 'code', message: TWO_FACTOR_MESSAGES.notEnabled }]);
    await this.confirm(stored, input, res, 'current');
    return this.clear(userId, keepSession);
  }

  /** Confirms a change to the user's own account: the password, and with 2FA on a code or recovery code. */
  async confirmIdentity(userId: string, input: IdentityInput, res: Response): Promise<void> {
    const stored = await this.read(userId);
    await this.confirm(stored, input, res, stored.twoFactorEnabled ? 'current' : 'none');
  }

  /**
   * An administrator's reset: the user then signs in with the password alone, a lock of the second
   * step is lifted, and every session of the user ends.
   */
  async reset(userId: string): Promise<User> {
    if (!(await this.users.existsBy({ id: userId }))) throw new NotFoundException(USER_MESSAGES.notFound);
    await this.limit.reset(userId);
    return this.clear(userId);
  }

  /**
   * The second step of a sign-in: a current TOTP code, else a recovery code (used up), counted on
   * the account's limit before it is checked (429 while locked, right or wrong).
   */
  async signInFactor(userId: string, input: FactorInput, res: Response): Promise<SecondFactor | null> {
    const tried = await this.limit.take(userId, res);
    const method = await this.checkFactor(await this.read(userId), input);
    await this.limit.settle(tried, method !== null);
    return method;
  }

  /**
   * Checks the password and then, when `factor` asks, a code of the current or the pending secret,
   * on the account's limit; anything wrong is one 400 that does not say which. A wrong password is
   * also a failed sign-in of the account (LocalStrategy's slowing).
   */
  private async confirm(stored: User, input: IdentityInput, res: Response, factor: 'none' | 'current' | 'pending'): Promise<void> {
    const tried = await this.limit.take(stored.id, res);
    const { password } = input;
    let right =
      typeof password === 'string' && password.length <= PASSWORD_MAX && (await this.hasher.verify(stored.passwordHash, password));
    if (right && factor === 'current') right = (await this.checkFactor(stored, input)) !== null;
    if (right && factor === 'pending') {
      right = await this.acceptCode(stored, this.secrets.open(stored.id, stored.twoFactorPendingSecret!), input.code);
    }
    await this.limit.settle(tried, right);
    if (right) return;
    await this.ceiling.recordFailure('loginAccount', stored.username);
    throw new BadRequestException(TWO_FACTOR_MESSAGES.invalidPasswordOrCode);
  }

  /**
   * A current TOTP code, else a recovery code: looked up by its keyed hash and checked by one argon2
   * verification (codes stored before the lookup existed have none and are each verified).
   */
  private async checkFactor(stored: User, { code, recoveryCode }: FactorInput): Promise<SecondFactor | null> {
    if (!stored.twoFactorEnabled || !stored.twoFactorSecret) return null;
    if (code !== undefined)
      return (await this.acceptCode(stored, this.secrets.open(stored.id, stored.twoFactorSecret), code)) ? 'totp' : null;
    if (typeof recoveryCode !== 'string' || recoveryCode.length > 100) return null;
    const typed = normalizeRecoveryCode(recoveryCode);
    const rows: { id: string; code_hash: string }[] = await this.dataSource.query(
      `SELECT id, code_hash FROM recovery_codes WHERE user_id = $1 AND (code_lookup = $2 OR code_lookup IS NULL)
        ORDER BY code_lookup IS NULL`,
      [stored.id, this.secrets.lookup(typed)],
    );
    for (const row of rows) {
      if (!(await this.hasher.verify(row.code_hash, typed))) continue;
      // Deleting the row is the use: of two requests racing with one code, one deletes it.
      const [, deleted]: [unknown, number] = await this.dataSource.query(`DELETE FROM recovery_codes WHERE id = $1`, [row.id]);
      return deleted === 1 ? 'recovery-code' : null;
    }
    return null;
  }

  /** Clears the secrets and recovery codes, and ends the user's sessions but `keepSession`. */
  private async clear(userId: string, keepSession?: string): Promise<User> {
    await this.dataSource.transaction(async (em) => {
      await em.update(User, { id: userId }, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null });
      await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    });
    await this.accounts.endSessions(userId, keepSession);
    return userView((await this.users.findOneByOrFail({ id: userId })) as User) as User;
  }

  private async read(userId: string): Promise<User> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect(['user.passwordHash', 'user.twoFactorSecret', 'user.twoFactorPendingSecret', 'user.twoFactorLastStep'])
      .where('user.id = :userId', { userId })
      .getOne();
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
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
