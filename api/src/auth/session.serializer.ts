import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { canSignIn } from '@institute/shared';
import passport from 'passport';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/**
 * The session holds only the user id; the user is read again on every request, so a
 * deactivated, deleted or re-roled account takes effect on its very next request.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
    // passport appends serializers to process-wide lists and uses the first that answers;
    // keep only this app's, so an app started after another one closed (tests) is not
    // served by the closed one's database.
    const lists = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    lists._serializers.splice(0, lists._serializers.length - 1);
    lists._deserializers.splice(0, lists._deserializers.length - 1);
  }

  serializeUser(user: User, done: (err: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  async deserializeUser(id: string, done: (err: unknown, user?: User | false) => void): Promise<void> {
    try {
      const user = await this.users.findActive(id);
      done(null, user && canSignIn(user) ? user : false);
    } catch (err) {
      done(err);
    }
  }
}
