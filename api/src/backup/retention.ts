import { INSTITUTE_TIME_ZONE } from '@institute/shared';
import type { BackupConfig } from '../config/config';

/** An archive as retention sees it: its name and when it was made. */
interface Dated {
  id: string;
  createdAt: string;
}

/** `YYYY-MM-DD` of the calendar day of `at` in the time zone. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The ISO week (`2026-W53`) of a calendar day: weeks start on Monday, a week belongs to the year of its Thursday. */
function isoWeek(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The archives retention deletes (docs/operations.md, Backups): of the newest archive of each of
 * the last `daily` days that have one, the last `weekly` weeks and the last `monthly` months, in
 * the institute's time zone, every archive kept by any of the three stays; the others go. The
 * rule of restic's `forget --keep-daily --keep-weekly --keep-monthly`: the newest archive of a
 * past day, week or month never changes, so running it after every backup keeps what one run at
 * the end would keep.
 */
export function archivesToDelete(archives: readonly Dated[], keep: BackupConfig['keep'], timeZone = INSTITUTE_TIME_ZONE): string[] {
  const newestFirst = [...archives].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const day = (a: Dated) => dayIn(new Date(a.createdAt), timeZone);
  const periods: [number, (a: Dated) => string][] = [
    [keep.daily, day],
    [keep.weekly, (a) => isoWeek(day(a))],
    [keep.monthly, (a) => day(a).slice(0, 7)],
  ];
  const kept = new Set<string>();
  for (const [count, period] of periods) {
    const seen = new Set<string>();
    for (const archive of newestFirst) {
      const key = period(archive);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      kept.add(archive.id);
    }
  }
  return newestFirst.filter((a) => !kept.has(a.id)).map((a) => a.id);
}
