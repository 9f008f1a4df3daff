import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES, canSignIn, PASSWORD_MAX } from '@institute/shared';
import { Strategy } from 'passport-local';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { FailureCeiling } from '../throttling/throttling.module';
import { PasswordHasher } from '../users/password-hasher';
import type { User } from '../users/user.entity';
import { userView, UsersService } from '../users/users.service';

// Verified when the username is unknown, so both failures take the same time.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$C3wGeH9EBEFUZi0OLc72ag$4wC1ntHhm6aQf6Gq7SGaCmodJhUL+nc0YWECq6Lqxnk';

const MAX_DELAY_MS = 30_000;

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly ceiling: FailureCeiling,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async validate(username: unknown, password: unknown): Promise<User> {
    if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
      throw new BadRequestException(AUTH_MESSAGES.usernameAndPasswordRequired);
    }
    if (username.length > 100 || password.length > PASSWORD_MAX) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    const name = username.trim();
    await this.slowDown(name);
    const user = await this.users.findWithHash(name);
    const ok = await this.hasher.verify(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !ok) {
      // Unknown usernames are counted too, so the slowing tells nothing about who exists.
      await this.ceiling.recordFailure('loginAccount', name);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    // Said only to someone who knows the password.
    if (!canSignIn(user)) throw new UnauthorizedException(AUTH_MESSAGES.accountInactive);
    return userView(user) as User;
  }

  /**
   * An account that has failed LOGIN_ACCOUNT_SLOW_AFTER times in the hour, from any IPs, is
   * slowed rather than locked (its owner can still sign in): each try waits
   * LOGIN_ACCOUNT_DELAY_MS, doubled per further failure, at most 30 s, before it is checked.
   */
  private async slowDown(username: string): Promise<void> {
    const over = (await this.ceiling.failures('loginAccount', username)) - this.config.loginAccountSlowAfter;
    if (over < 0 || this.config.loginAccountDelayMs === 0) return;
    const delay = Math.min(this.config.loginAccountDelayMs * 2 ** Math.min(over, 15), MAX_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
