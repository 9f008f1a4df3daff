import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES, canSignIn, PASSWORD_MAX } from '@institute/shared';
import { Strategy } from 'passport-local';
import { PasswordHasher } from '../users/password-hasher';
import type { User } from '../users/user.entity';
import { userView, UsersService } from '../users/users.service';

// Verified when the username is unknown, so both failures take the same time.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$C3wGeH9EBEFUZi0OLc72ag$4wC1ntHhm6aQf6Gq7SGaCmodJhUL+nc0YWECq6Lqxnk';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {
    super();
  }

  async validate(username: unknown, password: unknown): Promise<User> {
    if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
      throw new BadRequestException(AUTH_MESSAGES.usernameAndPasswordRequired);
    }
    if (username.length > 100 || password.length > PASSWORD_MAX) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    const user = await this.users.findWithHash(username.trim());
    const ok = await this.hasher.verify(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !ok) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    // Said only to someone who knows the password.
    if (!canSignIn(user)) throw new UnauthorizedException(AUTH_MESSAGES.accountInactive);
    return userView(user) as User;
  }
}
