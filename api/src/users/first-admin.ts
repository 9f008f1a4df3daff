import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { PasswordHasher } from './password-hasher';

// Any fixed number; processes starting together create the first administrator once.
const FIRST_ADMIN_LOCK = 2064_0001;

/** Creates the first administrator from ADMIN_* when the users table is empty. */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { username, email } = this.config.admin;
    let password = this.config.admin.password;
    const generated = !password;
    password ??= randomBytes(12).toString('base64url');
    const passwordHash = await this.hasher.hash(password);
    const created = await this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK]);
      const [{ count }] = await em.query('SELECT count(*)::int AS count FROM users');
      if (count > 0) return false;
      await em.query(
        `INSERT INTO users (username, password_hash, email, first_name, last_name, role, status, is_active)
         VALUES ($1, $2, $3, 'Site', 'Administrator', 'admin', 'active', true)`,
        [username, passwordHash, email ?? null],
      );
      return true;
    });
    if (!created) return;
    if (generated) {
      // Printed once, on the run that creates the account; it is stored only as a hash.
      this.logger.warn(`First administrator "${username}" created with the generated password: ${password}`);
    } else {
      this.logger.log(`First administrator "${username}" created from ADMIN_USERNAME/ADMIN_PASSWORD`);
    }
  }
}
