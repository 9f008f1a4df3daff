import { BadRequestException, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES, canSignIn } from '@institute/shared';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { PasswordHasher } from '../users/password-hasher';
import { UsersService } from '../users/users.service';
import { PasswordResetToken } from './password-reset-token.entity';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
  ) {}

  /** Work started after an answer, which shutdown waits for before the database closes. */
  private readonly pending = new Set<Promise<void>>();

  /**
   * Mails a reset link when the address belongs to an active account. The caller answers
   * at once, the same either way: the lookup, the token and the mail all come after the
   * answer, so neither the words nor the timing tell whether the address is known.
   */
  requestReset(email: string): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.sendResetLink(email))
      .catch((err: Error) => this.logger.error(`Password reset request failed: ${err.message}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !canSignIn(user) || !user.email) return;
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    });
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    const name = user.firstName || user.username;
    this.mail
      .send({
        to: user.email,
        subject: 'Reset your password',
        text:
          `Hello ${name},\n\nSomeone asked to reset the password of your account "${user.username}".\n` +
          `To choose a new password, open this link within one hour:\n\n${link}\n\n` +
          `If you did not ask for this, ignore this message: your password stays as it is.\n`,
      })
      .catch((err: Error) => this.logger.error(`Reset mail to user ${user.id} failed: ${err.message}`));
  }

  /** Spends the token (once, within its hour), sets the password and signs the user out everywhere. */
  async reset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword);
    const userId = await this.dataSource.transaction(async (em) => {
      const rows: { user_id: string }[] = await em.query(
        `WITH spent AS (
           UPDATE password_reset_tokens SET is_used = true
            WHERE token_hash = $1 AND NOT is_used AND expires_at > now()
            RETURNING user_id)
         SELECT user_id FROM spent`,
        [sha256(token)],
      );
      if (!rows.length) throw new BadRequestException(AUTH_MESSAGES.expiredResetToken);
      const id = rows[0].user_id;
      await this.users.setPasswordHash(id, passwordHash, em);
      // Any other link sent earlier dies with this reset.
      await em.query(`UPDATE password_reset_tokens SET is_used = true WHERE user_id = $1 AND NOT is_used`, [id]);
      return id;
    });
    await this.users.endSessions(userId);
  }
}
