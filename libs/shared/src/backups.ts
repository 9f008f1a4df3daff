/**
 * Backups as the API answers them and the back office shows them (docs/operations.md, Backups;
 * docs/api.md, Backups). Administrators only: the rights area is `settings` (admin-resources.ts).
 */

/** One archive of the backup store (GET /api/admin/backups): its summary, written beside it when it was made. */
export interface BackupSummary {
  /** The archive's file name, `institute-backup-<UTC time>.tar.gz` (`.enc` when encrypted). */
  id: string;
  /** When the backup was taken (ISO 8601). */
  createdAt: string;
  /** The archive's size. */
  bytes: number;
  encrypted: boolean;
  /** The last migration of the database it holds. */
  schema: string;
  tables: number;
  rows: number;
  mediaFiles: number;
  /** What made it: the schedule, "Back up now" in the back office, or `npm run backup`. */
  trigger: BackupTrigger;
}

/** What made an archive: the schedule, "Back up now" in the back office, or `npm run backup`. */
export type BackupTrigger = 'schedule' | 'manual' | 'command';

/** GET /api/admin/backups/status: what the dashboard says about backups. */
export interface BackupStatus {
  /** BACKUP_SCHEDULE as configured, or null when the server makes no backup by itself. */
  schedule: string | null;
  /** The newest archive's time, or null when the store holds none. */
  lastSuccessAt: string | null;
  /** True when there is no archive or the newest is older than BACKUP_STALE_HOURS. */
  stale: boolean;
}

/**
 * A BACKUP_SCHEDULE that is a time of day (`02:30`, 24-hour, Nepal time): a daily backup at that
 * hour and minute; null for anything else (a cron expression, or a time that is none).
 */
export function dailyBackupTime(schedule: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(schedule.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** The dashboard warns administrators when the last good backup is older than this. */
export const BACKUP_STALE_HOURS = 26;

export const BACKUP_MESSAGES = {
  notFound: 'Backup not found',
  running: 'A backup is being made: try again when it is done',
  failed: 'The backup failed: the server log says why',
} as const;
