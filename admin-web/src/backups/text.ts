import { type TranslateFunction, useLocaleState, useTranslate } from 'react-admin';
import { BACKUP_STALE_HOURS, type BackupStatus, type BackupSummary, dailyBackupTime, type Locale, localeDigits } from '@institute/shared';
import { useFileSize } from '../lib/media';
import { ADMIN_API } from '../providers/httpClient';

/** An archive's download: a plain link on this origin, so the session cookie goes along (docs/api.md, Backups). */
export function backupDownloadUrl(id: string): string {
  return `${ADMIN_API}/backups/${encodeURIComponent(id)}/download`;
}

/**
 * A number as the language writes it, grouped: '34,215' in English, '३४,२१५' in Nepali (lakhs
 * grouped as Nepal does, '१,२३,४५६'; the digits by libs localeDigits, as browsers differ on Nepali's).
 */
function localeCount(n: number, locale: Locale): string {
  return locale === 'ne' ? localeDigits(n.toLocaleString('en-IN'), 'ne') : n.toLocaleString('en-US');
}

/**
 * How long ago `iso` was: 'just now', '5 minutes ago', '2 hours ago', '3 days ago' ('३ घण्टा
 * पहिले' in Nepali). Hours up to two days, so that an age around the warning's 26 hours reads in hours.
 */
function ageText(iso: string, translate: TranslateFunction, locale: Locale, now = Date.now()): string {
  const ago = (key: string, n: number) => translate(`app.backups.${key}`, { smart_count: n, count: localeCount(n, locale) });
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return translate('app.backups.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return ago('minutesAgo', minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return ago('hoursAgo', hours);
  return ago('daysAgo', Math.floor(hours / 24));
}

/** The backups' texts in the screen's language (the catalogue's `app.backups`), with its digits. */
export function useBackupTexts() {
  const translate = useTranslate();
  const [locale] = useLocaleState() as [Locale, unknown];
  const count = (key: string, n: number) => translate(`app.backups.${key}`, { smart_count: n, count: localeCount(n, locale) });
  return {
    /** What made an archive, as the Made by column says it (the API's word when it is not one of ours). */
    trigger: (b: Pick<BackupSummary, 'trigger'>) => translate(`app.backups.triggers.${b.trigger}`, { _: b.trigger }),

    /** '31 tables · 34,215 rows · 200 media files'. */
    contents: (b: Pick<BackupSummary, 'tables' | 'rows' | 'mediaFiles'>) =>
      [count('tables', b.tables), count('rows', b.rows), count('mediaFiles', b.mediaFiles)].join(' · '),

    /** An archive's size as libs formatFileSize writes it ('1.5 MB'), its number and unit in the language ('१.५ एमबी'). */
    size: useFileSize(),

    /**
     * BACKUP_SCHEDULE in words: a time of day `HH:MM` is a daily backup, anything else a cron
     * expression; both in Nepal time (docs/configuration.md, BACKUP_SCHEDULE).
     */
    schedule: (schedule: string | null) => {
      if (!schedule) return translate('app.backups.scheduleOff');
      const daily = dailyBackupTime(schedule);
      const two = (n: number) => String(n).padStart(2, '0');
      if (daily) return translate('app.backups.scheduleDaily', { time: localeDigits(`${two(daily.hour)}:${two(daily.minute)}`, locale) });
      return translate('app.backups.scheduleCron', { schedule });
    },

    /** 'Last good backup: 3 hours ago'. */
    lastGood: (iso: string) => translate('app.backups.lastGood', { age: ageText(iso, translate, locale) }),

    /** The warning of a stale status: none at all, or the newest older than BACKUP_STALE_HOURS. */
    stale: (status: BackupStatus) =>
      status.lastSuccessAt
        ? translate('app.backups.staleOlder', { hours: localeDigits(BACKUP_STALE_HOURS, locale) })
        : translate('app.backups.staleNone'),
  };
}
