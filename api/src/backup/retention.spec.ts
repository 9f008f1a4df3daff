import { archivesToDelete } from './retention';

const KEEP = { daily: 7, weekly: 4, monthly: 6 };

/** A backup made at 02:30 in Kathmandu (20:45 UTC the day before) on each day of 2026. */
function yearOfDailyArchives(): { id: string; createdAt: string }[] {
  const out = [];
  for (let at = Date.UTC(2025, 11, 31, 20, 45); at <= Date.UTC(2026, 11, 30, 20, 45); at += 86_400_000) {
    const createdAt = new Date(at).toISOString();
    out.push({ id: createdAt, createdAt });
  }
  return out;
}

/** The Kathmandu calendar days of archives, `MM-DD`. */
const daysOf = (archives: { createdAt: string }[]) =>
  archives
    .map((a) => new Date(Date.parse(a.createdAt) + 5.75 * 3_600_000).toISOString().slice(5, 10))
    .sort()
    .reverse();

describe('backup retention', () => {
  // 2026-12-31 is a Thursday: its ISO week began on Monday the 28th.
  const EXPECTED = [
    ...['12-31', '12-30', '12-29', '12-28', '12-27', '12-26', '12-25'], // the last 7 days
    ...['12-20', '12-13'], // the newest of the two weeks before the last two (whose newest, the 31st and the 27th, are kept already)
    ...['11-30', '10-31', '09-30', '08-31', '07-31'], // the newest of the five months before December
  ].sort();

  it('keeps 7 daily, 4 weekly and 6 monthly archives of a year of daily backups, in the institute’s calendar', () => {
    const archives = yearOfDailyArchives();
    const deleted = new Set(archivesToDelete(archives, KEEP));
    expect(daysOf(archives.filter((a) => !deleted.has(a.id)))).toEqual([...EXPECTED].reverse());
  });

  it('keeps the same archives when it runs after every backup of the year as when it runs once at its end', () => {
    let store: { id: string; createdAt: string }[] = [];
    for (const archive of yearOfDailyArchives()) {
      store.push(archive);
      const deleted = new Set(archivesToDelete(store, KEEP));
      store = store.filter((a) => !deleted.has(a.id));
    }
    expect(daysOf(store)).toEqual([...EXPECTED].reverse());
  });

  it('keeps the newest archive of a day when several were made that day', () => {
    const morning = { id: 'morning', createdAt: '2026-11-28T03:00:00.000Z' };
    const evening = { id: 'evening', createdAt: '2026-11-28T12:00:00.000Z' };
    expect(archivesToDelete([morning, evening], { daily: 1, weekly: 0, monthly: 0 })).toEqual(['morning']);
  });
});
