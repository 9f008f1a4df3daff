/**
 * Compile-time check, run by `npm run typecheck -w api`: each entity, as its JSON answer, is
 * exactly the type the front ends read from libs/shared (libs/shared/src/entities.ts). A column
 * added, dropped, renamed or retyped on one side without the other fails the type check.
 * Nothing here runs.
 */
import type * as Libs from '@institute/shared';
import type { AboutContent } from '../../src/about/about-content.entity';
import type { Application } from '../../src/applications/application.entity';
import type { Certificate } from '../../src/certificates/certificate.entity';
import type { ContactMessage } from '../../src/contact-messages/contact-message.entity';
import type { Donor } from '../../src/donors/donor.entity';
import type { Download } from '../../src/downloads/download.entity';
import type { HeroSlide } from '../../src/hero-slides/hero-slide.entity';
import type { News } from '../../src/news/news.entity';
import type { Program } from '../../src/programs/program.entity';
import type { Project } from '../../src/projects/project.entity';
import type { SiteSetting } from '../../src/site-settings/site-setting.entity';
import type { Statistic } from '../../src/statistics/statistic.entity';
import type { TeamMember } from '../../src/team/team-member.entity';
import type { TrainingOpening } from '../../src/training-openings/training-opening.entity';
import type { User } from '../../src/users/user.entity';

/** What JSON.stringify makes of a value: Dates become ISO strings, methods disappear. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: Serialized<T[K]> }
      : T;

/** An entity as an answer carries it: serialized, without the columns no answer holds. */
type Answer<T, Hidden extends keyof T = never> = Serialized<Omit<T, Hidden>>;

/** True when A and B have the same keys and each is assignable to the other. */
type Same<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? [A] extends [B]
      ? [B] extends [A]
        ? true
        : false
      : false
    : false
  : false;

/** A libs type without `media`, which public reads add to a record (src/uploads/image-media.ts), not a column. */
type Columns<T> = Omit<T, 'media'>;

/** Fails to compile unless its argument is `true`. */
function assertSame<T extends true>(): T | void {}

assertSame<Same<Answer<AboutContent>, Libs.AboutContent>>();
assertSame<Same<Answer<Application>, Libs.Application>>();
// The date of birth is never selected (docs/behaviour.md, Certificates).
assertSame<Same<Answer<Certificate, 'dateOfBirth'>, Libs.Certificate>>();
assertSame<Same<Answer<ContactMessage>, Libs.ContactMessage>>();
assertSame<Same<Answer<Donor>, Columns<Libs.Donor>>>();
assertSame<Same<Answer<Download>, Libs.Download>>();
assertSame<Same<Answer<HeroSlide>, Columns<Libs.HeroSlide>>>();
assertSame<Same<Answer<News>, Columns<Libs.News>>>();
assertSame<Same<Answer<Program>, Columns<Libs.Program>>>();
assertSame<Same<Answer<Project>, Columns<Libs.Project>>>();
assertSame<Same<Answer<SiteSetting>, Columns<Libs.SiteSetting>>>();
assertSame<Same<Answer<Statistic>, Libs.Statistic>>();
assertSame<Same<Answer<TeamMember>, Columns<Libs.TeamMember>>>();
assertSame<Same<Answer<TrainingOpening>, Libs.TrainingOpening>>();
// The password hash and two-factor secrets are never selected unless asked for by name, and never answered.
assertSame<Same<Answer<User, 'passwordHash' | 'twoFactorSecret' | 'twoFactorPendingSecret' | 'twoFactorLastStep'>, Libs.User>>();
