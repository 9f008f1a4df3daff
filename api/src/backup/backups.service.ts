import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  BACKUP_MESSAGES,
  BACKUP_STALE_HOURS,
  type BackupStatus,
  type BackupSummary,
  type BackupTrigger,
  INSTITUTE_TIME_ZONE,
} from '@institute/shared';
import { Cron } from 'croner';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { Metrics } from '../metrics/metrics';
import { MEDIA_STORAGE, type MediaStorage, type StoredObject } from '../storage/media-storage';
import { backupToDirectory, siteSource } from './backup';
import { backupStore, type BackupStore, summaryOf } from './backup-store';
import { archivesToDelete } from './retention';

/**
 * Any fixed number: the process that holds this PostgreSQL advisory lock is the one making a backup.
 * @internal exported for its test
 */
export const BACKUP_LOCK = 2064_0936;

/**
 * The backups the running server makes (docs/operations.md, Backups): on BACKUP_SCHEDULE, and when
 * an administrator asks ("Back up now"). One process of several makes one at a time (an advisory
 * lock); a scheduled time another process has already served is skipped. After each backup,
 * retention deletes what it no longer keeps. A failure is logged as an error and counted
 * (`backup_failures_total`); `backup_last_success_timestamp_seconds` is the newest archive's time.
 */
@Injectable()
export class BackupsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private readonly store: BackupStore;
  private schedule?: Cron;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {
    this.store = backupStore(config.backup);
    // A store that cannot be read leaves the gauge as it was: the scrape still answers, and the log says why.
    metrics.readNewestBackup(() =>
      this.store.newest().then(
        (at) => (at ? at.getTime() / 1000 : 0),
        (err: Error) => {
          this.logger.warn(`Backups in ${this.store.where} could not be listed: ${err.message}`);
          return undefined;
        },
      ),
    );
  }

  onApplicationBootstrap(): void {
    const { cron } = this.config.backup;
    // protect: a run that lasts past the next time is not started twice.
    if (cron)
      this.schedule = new Cron(cron, { timezone: INSTITUTE_TIME_ZONE, protect: true }, (self: Cron) => this.scheduled(self.currentRun()!));
  }

  onApplicationShutdown(): void {
    this.schedule?.stop();
    this.store.close?.();
  }

  /** The archives, newest first. */
  list(): Promise<BackupSummary[]> {
    return this.store.list();
  }

  /** What the dashboard says: the schedule, the newest archive's time, and whether it is too old. */
  async status(): Promise<BackupStatus> {
    const [newest] = await this.store.list();
    return {
      schedule: this.config.backup.schedule ?? null,
      lastSuccessAt: newest?.createdAt ?? null,
      stale: !newest || Date.now() - Date.parse(newest.createdAt) > BACKUP_STALE_HOURS * 3_600_000,
    };
  }

  open(id: string): Promise<StoredObject | null> {
    return this.store.open(id);
  }

  /** "Back up now": a backup made while the administrator waits; refused while another is being made. */
  async makeNow(): Promise<BackupSummary> {
    // A failure (a full disk, an unreachable bucket) is logged with its cause; the answer says where to look.
    const made = await this.make('manual').catch(() => {
      throw new ServiceUnavailableException(BACKUP_MESSAGES.failed);
    });
    if (!made) throw new ConflictException(BACKUP_MESSAGES.running);
    return made;
  }

  /** The schedule's run at `time`: skipped when another process holds the lock or has made this time's backup already. */
  private async scheduled(time: Date): Promise<void> {
    const slot = new Date(time);
    slot.setMilliseconds(0);
    try {
      await this.make('schedule', slot);
    } catch {
      // make() logged and counted it; the next scheduled time tries again.
    }
  }

  /**
   * Makes a backup under the lock, keeps it and applies retention; undefined when another process
   * is making one, or, for a scheduled time `slot`, has made one since.
   */
  private async make(trigger: BackupTrigger, slot?: Date): Promise<BackupSummary | undefined> {
    const runner = this.dataSource.createQueryRunner();
    let locked = false;
    try {
      await runner.connect();
      [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK])) as { locked: boolean }[];
      if (!locked) return undefined;
      if (slot && ((await this.store.newest())?.getTime() ?? 0) >= slot.getTime()) return undefined;
      // The app's database: DATABASE_URL, or the embedded server's (database/database.ts gives every data source a url).
      const databaseUrl = (this.dataSource.options as { url: string }).url;
      const written = await backupToDirectory(siteSource(this.config, databaseUrl, this.storage), this.config.backup.dir, {
        passphrase: this.config.backup.passphrase,
      });
      const summary = summaryOf(written, trigger);
      await this.store.keep(written.file, summary);
      const expired = archivesToDelete(await this.store.list(), this.config.backup.keep);
      await this.store.delete(expired);
      this.logger.log(
        `Backup made (${trigger}): ${summary.id} in ${this.store.where}, ${summary.bytes} bytes, ${summary.rows} rows, ` +
          `${summary.mediaFiles} media files, ${written.seconds.toFixed(1)} s; retention deleted ${expired.length}`,
      );
      return summary;
    } catch (err) {
      this.metrics.backupFailures.inc();
      this.logger.error(`Backup failed (${trigger}): ${(err as Error).message}`, (err as Error).stack);
      throw err;
    } finally {
      if (locked) await runner.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
      await runner.release();
    }
  }
}
