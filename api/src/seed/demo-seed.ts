import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SITE_SETTING_TYPES, type SiteSettingKey } from '@institute/shared';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { AboutContent } from '../about/about-content.entity';
import { Application } from '../applications/application.entity';
import { ContactMessage } from '../contact-messages/contact-message.entity';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { Certificate } from '../certificates/certificate.entity';
import { Donor } from '../donors/donor.entity';
import { Download } from '../downloads/download.entity';
import { HeroSlide } from '../hero-slides/hero-slide.entity';
import { News } from '../news/news.entity';
import { Program } from '../programs/program.entity';
import { Project } from '../projects/project.entity';
import { SiteSetting } from '../site-settings/site-setting.entity';
import { Statistic } from '../statistics/statistic.entity';
import { TeamMember } from '../team/team-member.entity';
import { TrainingOpening } from '../training-openings/training-opening.entity';
import * as demo from './demo-content';

// Any fixed number; processes starting together consider the demo content once.
const SEED_LOCK = 2064_0002;
const MARKER = 'demo_content';

/** Tables whose rows show staff have started: the demo content never goes in beside them. */
const CONTENT_TABLES = [
  'news',
  'programs',
  'team_members',
  'donors',
  'hero_slides',
  'training_openings',
  'statistics',
  'about_contents',
  'site_settings',
  'downloads',
  'projects',
  'certificates',
];

export type SeedOutcome = 'seeded' | 'skipped' | 'considered before';

/**
 * SEED_DEMO: fills an empty database with the demo institute, once. The decision is
 * recorded in app_state, so the content is never re-inserted, not even after staff
 * delete all of it, and a database that already held content is never touched.
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const outcome = await this.run(new Date());
    if (outcome === 'seeded') this.logger.log('Demo content added to the empty database (SEED_DEMO=false turns this off)');
    if (outcome === 'skipped') this.logger.log('Demo content not added: the database already holds content');
  }

  run(now: Date): Promise<SeedOutcome> {
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const [marker] = await em.query('SELECT value FROM app_state WHERE key = $1', [MARKER]);
      if (marker) return 'considered before';
      const [{ empty }] = await em.query(`SELECT ${CONTENT_TABLES.map((t) => `NOT EXISTS (SELECT 1 FROM ${t})`).join(' AND ')} AS empty`);
      if (empty) await this.insert(em, now);
      await em.query('INSERT INTO app_state (key, value) VALUES ($1, $2)', [
        MARKER,
        empty ? `seeded ${now.toISOString()}` : 'skipped: content existed',
      ]);
      return empty ? 'seeded' : 'skipped';
    });
  }

  private async insert(em: EntityManager, now: Date): Promise<void> {
    /** Inserts rows in order, each with its place as displayOrder when the entity has one; answers the ids. */
    const add = async <T extends ObjectLiteral>(entity: EntityTarget<T>, rows: object[], ordered = true): Promise<string[]> => {
      const values = rows.map((row, i) => (ordered ? { ...row, displayOrder: i + 1 } : row));
      const { identifiers } = await em.getRepository(entity).insert(values as never);
      return identifiers.map((id) => Object.values(id)[0] as string);
    };
    const [author] = await em.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1`);

    await add(
      SiteSetting,
      Object.entries(demo.DEMO_SETTINGS).map(([key, value]) => ({
        key,
        value,
        type: SITE_SETTING_TYPES[key as SiteSettingKey],
        translations: demo.DEMO_SETTINGS_NE[key] ? { ne: { value: demo.DEMO_SETTINGS_NE[key] } } : {},
      })),
      false,
    );
    // The home strip shows statistics in the order they were added: one transaction, so a millisecond apart.
    await add(
      Statistic,
      demo.DEMO_STATISTICS.map((s, i) => ({ ...s, createdAt: new Date(now.getTime() + i) })),
      false,
    );
    await add(AboutContent, demo.DEMO_ABOUT, false);
    const programIds = await add(
      Program,
      demo.DEMO_PROGRAMS.map((p) => ({ ...p, ...demo.DEMO_PROGRAM_FILES[p.title] })),
    );
    const programByTitle = new Map(demo.DEMO_PROGRAMS.map((p, i) => [p.title, programIds[i]]));
    await add(
      TrainingOpening,
      demo.demoOpenings(now).map(({ program, ...o }) => ({ ...o, programId: programByTitle.get(program) ?? null })),
    );
    await add(TeamMember, demo.DEMO_TEAM);
    await add(Donor, demo.DEMO_DONORS);
    await add(HeroSlide, demo.DEMO_SLIDES);
    await add(
      News,
      demo.demoNews(now).map((n) => ({ ...n, authorId: author?.id ?? null })),
      false,
    );
    await add(
      Download,
      demo.DEMO_DOWNLOADS.map((d) => ({ ...d, uploadedBy: author?.id ?? null })),
      false,
    );
    await add(
      Project,
      demo.DEMO_PROJECTS.map((p) => ({ ...p, createdBy: author?.id ?? null })),
    );
    await add(Certificate, demo.DEMO_CERTIFICATES, false);
    await add(
      Application,
      demo.demoApplications(now).map((a) => ({ ...a, reviewedBy: 'reviewedAt' in a ? (author?.id ?? null) : null })),
      false,
    );
    await add(ContactMessage, demo.demoMessages(now), false);
  }
}
