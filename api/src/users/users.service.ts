import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Locale, USER_MESSAGES } from '@institute/shared';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { adminListSpec, type ListQuery, runListQuery } from '../common/list-query';
import type { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';

const USER_LIST = adminListSpec('users', {
  sortable: ['username', 'email', 'firstName', 'lastName', 'role', 'status', 'lastLoginAt', 'createdAt', 'updatedAt'],
  searchable: ['username', 'email', 'firstName', 'lastName'],
  filterable: ['role', 'status', 'isActive'],
});

/** The fields of a user that may leave the server: all but the password hash and the two-factor secrets. */
export function userView(user: User): Omit<User, 'passwordHash' | 'twoFactorSecret' | 'twoFactorPendingSecret' | 'twoFactorLastStep'> {
  const { passwordHash: _hash, twoFactorSecret: _secret, twoFactorPendingSecret: _pending, twoFactorLastStep: _step, ...rest } = user;
  return rest;
}

const isActiveAdmin = (u: Pick<User, 'role' | 'status' | 'isActive'>) => u.role === 'admin' && u.status === 'active' && u.isActive;

@Injectable()
export class UsersService {
  /** How the admin list is sorted, searched and filtered (common/list-query.ts listAnswer reads it). */
  readonly spec = USER_LIST;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  list(query: ListQuery) {
    return runListQuery(this.users.createQueryBuilder('user'), query, USER_LIST);
  }

  async get(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return user;
  }

  /** Sets the user's language of the back office; answers the user. */
  async setLocale(id: string, locale: Locale): Promise<User> {
    await this.users.update({ id }, { locale });
    return this.get(id);
  }

  /** The signed-in user of a session, or null when the account is gone. */
  findActive(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** For sign-in only: the one place the hash is read. */
  findWithHash(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async create(dto: CreateUserDto, createdBy: string | null): Promise<User> {
    await this.assertUnique(dto.username, dto.email || null);
    const { password, ...fields } = dto;
    const user = this.users.create({
      role: 'viewer',
      status: 'active',
      isActive: true,
      permissions: [],
      ...fields,
      email: dto.email || null,
      passwordHash: await this.hasher.hash(password),
      createdBy,
    });
    return userView(await this.users.save(user)) as User;
  }

  /**
   * `keepSession`: the session that made the change. A new password ends every other session of
   * the user (docs/roles.md), so whoever held the old one is signed out; one's own change keeps
   * the session that made it.
   */
  async update(id: string, dto: UpdateUserDto, keepSession?: string): Promise<User> {
    const { password, ...fields } = dto;
    const passwordHash = password !== undefined ? await this.hasher.hash(password) : undefined;
    const saved = await this.dataSource.transaction(async (em) => {
      const user = await em.findOneBy(User, { id });
      if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
      if (fields.username !== undefined || fields.email) {
        await this.assertUnique(fields.username, fields.email || null, id, em);
      }
      const next = { ...user, ...fields, ...(fields.email === '' ? { email: null } : {}) };
      if (isActiveAdmin(user) && !isActiveAdmin(next)) await this.assertAnotherActiveAdmin(em, id);
      Object.assign(user, next);
      if (passwordHash) user.passwordHash = passwordHash;
      return em.save(user);
    });
    if (saved.status !== 'active' || !saved.isActive) await this.endSessions(id);
    else if (passwordHash) await this.endSessions(id, keepSession);
    return userView(saved) as User;
  }

  /** Flips active and inactive; a suspended user becomes active. */
  async toggleStatus(id: string): Promise<User> {
    const saved = await this.dataSource.transaction(async (em) => {
      const user = await em.findOneBy(User, { id });
      if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
      const status = user.status === 'active' ? 'inactive' : 'active';
      if (status === 'inactive' && isActiveAdmin(user)) await this.assertAnotherActiveAdmin(em, id);
      user.status = status;
      user.isActive = status === 'active';
      return em.save(user);
    });
    if (saved.status !== 'active') await this.endSessions(id);
    return userView(saved) as User;
  }

  async remove(id: string, actingUserId: string | undefined): Promise<User> {
    if (id === actingUserId) throw new ConflictException(USER_MESSAGES.cannotDeleteSelf);
    const removed = await this.dataSource.transaction(async (em) => {
      const user = await em.findOneBy(User, { id });
      if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
      if (isActiveAdmin(user)) await this.assertAnotherActiveAdmin(em, id);
      await em.delete(User, { id });
      return user;
    });
    await this.endSessions(id);
    return userView(removed) as User;
  }

  async recordLogin(id: string): Promise<void> {
    await this.users.update({ id }, { lastLoginAt: new Date() });
  }

  async setPasswordHash(id: string, passwordHash: string, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.update(User, { id }, { passwordHash });
  }

  /**
   * Ends every stored session of the user, pending two-factor sign-ins included, but `except`
   * (a session id), so a removed or deactivated account, or one whose password or second factor
   * changed, is signed out everywhere else. A session is ended by a mark that its own requests
   * still in flight cannot undo (auth/session.ts). Answers how many unexpired sessions ended.
   */
  async endSessions(userId: string, except?: string): Promise<number> {
    const [rows]: [{ live: boolean }[], number] = await this.dataSource.query(
      `UPDATE session SET ended_at = now()
        WHERE ((sess -> 'passport' ->> 'user') = $1 OR (sess -> 'pendingSignIn' ->> 'userId') = $1)
          AND sid IS DISTINCT FROM $2 AND ended_at IS NULL
        RETURNING expire > now() AS live`,
      [userId, except ?? null],
    );
    return rows.filter((r) => r.live).length;
  }

  private async assertUnique(
    username: string | undefined,
    email: string | null,
    exceptId?: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const checks: [column: 'username' | 'email', value: string | null | undefined, message: string][] = [
      ['username', username, USER_MESSAGES.usernameTaken],
      ['email', email, USER_MESSAGES.emailTaken],
    ];
    for (const [column, value, message] of checks) {
      if (!value) continue;
      const taken = await em
        .createQueryBuilder(User, 'user')
        .where(`lower(user.${column}) = lower(:value)`, { value })
        .andWhere(exceptId ? 'user.id <> :exceptId' : 'TRUE', { exceptId })
        .getExists();
      if (taken) throw new ConflictException(message);
    }
  }

  /** Locks the active admins' rows, so two concurrent demotions cannot both pass. */
  private async assertAnotherActiveAdmin(em: EntityManager, exceptId: string): Promise<void> {
    const rows: { id: string }[] = await em.query(
      `SELECT id FROM users WHERE role = 'admin' AND status = 'active' AND is_active FOR UPDATE`,
    );
    if (!rows.some((r) => r.id !== exceptId)) throw new ConflictException(USER_MESSAGES.lastAdmin);
  }
}
