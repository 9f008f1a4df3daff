/**
 * Compile-time proof, run by `npm run typecheck -w api`, of the tie between an entity and its
 * libs fields type (docs/architecture.md, Shared code): each entity implements
 * `ExactFields<XFields, X>` (src/common/base.entity.ts), and that fails to compile as soon as the
 * two differ by a field's name, presence or type. Nothing here runs.
 */
import type { ProgramFields, UserFields } from '@institute/shared';
import type { ExactFields } from '../../src/common/base.entity';
import type { Program } from '../../src/programs/program.entity';
import type { User } from '../../src/users/user.entity';

/** Whether a class whose instances are E may say `implements ExactFields<F, E, Unanswered>`. */
type Implements<E, F, Unanswered extends keyof E = never> = [E] extends [ExactFields<F, E, Unanswered>] ? true : false;

/** Fails to compile unless its argument is `true`, or `false` for assertNot. */
function assert<T extends true>(): T | void {}
function assertNot<T extends false>(): T | void {}

assert<Implements<Program, ProgramFields>>();

/** A field renamed in the entity (or in libs). */
type Renamed = Omit<Program, 'imageUrl'> & { pictureUrl: string | null };
assertNot<Implements<Renamed, ProgramFields>>();

/** A field libs has that the entity lacks. */
assertNot<Implements<Omit<Program, 'certification'>, ProgramFields>>();

/** A column the entity has that libs does not. */
assertNot<Implements<Program & { extra: string }, ProgramFields>>();

/** A field of another type: narrower, or wider. */
assertNot<Implements<Omit<Program, 'imageUrl'> & { imageUrl: string }, ProgramFields>>();
assertNot<Implements<Omit<Program, 'displayOrder'> & { displayOrder: number | null }, ProgramFields>>();

/** A held column no answer carries passes only when the entity names it. */
assert<Implements<User, UserFields, 'passwordHash' | 'twoFactorSecret' | 'twoFactorPendingSecret' | 'twoFactorLastStep'>>();
assertNot<Implements<User, UserFields, 'twoFactorSecret' | 'twoFactorPendingSecret' | 'twoFactorLastStep'>>();
