import { readFile } from 'node:fs/promises';
import { BACKUP_MESSAGES, BACKUP_STALE_HOURS, type BackupStatus, type BackupSummary } from '@institute/shared';
import type { Page, Request } from '@playwright/test';
import { expect, notice, signIn, startSession, test } from './support/fixtures';

/**
 * The Backups screen and the dashboard's card (docs/back-office.md, Backups). Each worker's server
 * keeps its backups in its own data folder, and retention keeps one archive a day: a test that
 * needs an archive makes its own and finds it by its name, never by how many there are.
 */

const isBackups = (url: URL) => url.pathname === '/api/admin/backups';
const isStatus = (url: URL) => url.pathname === '/api/admin/backups/status';
const isBackupNow = (r: Request) => isBackups(new URL(r.url())) && r.method() === 'POST';

/** Makes a backup through the API as the signed-in administrator; answers its summary. */
async function makeBackup(page: Page): Promise<BackupSummary> {
  const res = await page.request.post('/api/admin/backups', { data: {} });
  expect(res.status(), 'Back up now through the API').toBe(201);
  return (await res.json()) as BackupSummary;
}

/** Stages the status answer, to see what the back office makes of one the server cannot be brought to give at will. */
async function stageStatus(page: Page, status: BackupStatus) {
  await page.route(isStatus, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(status) }));
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

test('Backups is in the menu right after Activity', async ({ page }) => {
  await signIn(page, 'admin');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.filter({ hasText: 'Backups' })).toBeVisible();
  const names = await items.allInnerTexts();
  expect(names[names.indexOf('Activity') + 1]).toBe('Backups');
});

test('an administrator sees each archive with when it was taken, its size, contents, encryption and what made it', async ({ page }) => {
  await startSession(page, 'admin');
  const backup = await makeBackup(page);
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  for (const column of ['Taken', 'Size', 'Contents', 'Encrypted', 'Made by', 'Download'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Download ${backup.id}` }) });
  // The time as the browser writes it, in its own language and time zone (as Activity shows times).
  const taken = await page.evaluate((iso) => new Date(iso).toLocaleString(), backup.createdAt);
  await expect(row.getByRole('cell')).toHaveText([
    taken,
    /^\d+(\.\d+)? (KB|MB)$/,
    new RegExp(`^${backup.tables} tables · [\\d,]+ rows · \\d+ media files?$`),
    'No',
    'Back up now',
    'Download',
  ]);
});

test('Back up now makes a backup, says so and shows it at the top of the list', async ({ page }) => {
  await signIn(page, 'admin', '/admin/backups');
  const made = page.waitForResponse((r) => isBackupNow(r.request()));
  await page.getByRole('button', { name: 'Back up now' }).click();
  const response = await made;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as BackupSummary;
  await expect(notice(page, 'Backup made')).toBeVisible();
  await expect(
    page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: `Download ${id}` }),
  ).toBeVisible();
});

test('Back up now is disabled with a spinner while the backup is being made', async ({ page }) => {
  await signIn(page, 'admin', '/admin/backups');
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  // The request waits here until the button has been seen busy; then it goes to the server.
  await page.route(isBackups, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  const button = page.getByRole('button', { name: 'Back up now' });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Making the backup' })).toBeVisible();
  release();
  await expect(notice(page, 'Backup made')).toBeVisible();
  await expect(button).toBeEnabled();
});

test('Back up now while one is being made shows the server’s refusal', async ({ page }) => {
  await signIn(page, 'admin', '/admin/backups');
  await page.route(isBackups, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 409, code: 'backup.running', message: BACKUP_MESSAGES.running, error: 'Conflict' }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(notice(page, 'Error creating backup')).toBeVisible();
  await expect(notice(page, BACKUP_MESSAGES.running)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
});

test('downloads an archive: the file the list names, gzip unless encrypted', async ({ page }) => {
  await startSession(page, 'admin');
  const backup = await makeBackup(page);
  await page.goto('/admin/backups');
  const link = page.getByRole('link', { name: `Download ${backup.id}` });
  await expect(link).toHaveAttribute('download', backup.id);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(backup.id);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBe(backup.bytes);
  if (!backup.encrypted) expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});

test('the screen says whether backups are scheduled, and that restoring is a command', async ({ page }) => {
  await signIn(page, 'admin', '/admin/backups');
  // The suite's server runs without BACKUP_SCHEDULE.
  await expect(page.getByTestId('backup-schedule')).toHaveText('Scheduled backups are off (BACKUP_SCHEDULE)');
  await expect(page.getByTestId('restore-note')).toContainText('npm run restore -- FILE');
});

test('a daily BACKUP_SCHEDULE reads as its time of day', async ({ page }) => {
  await startSession(page, 'admin');
  await stageStatus(page, { schedule: '2:30', lastSuccessAt: hoursAgo(3), stale: false });
  await page.goto('/admin/backups');
  await expect(page.getByTestId('backup-schedule')).toHaveText('Scheduled daily at 02:30 (Nepal time)');
  await expect(page.getByTestId('backup-age')).toHaveText('Last good backup: 3 hours ago');
});

test('with no backup yet the screen says how backups are made, and offers Back up now', async ({ page }) => {
  await startSession(page, 'admin');
  await stageStatus(page, { schedule: null, lastSuccessAt: null, stale: true });
  await page.route(isBackups, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Content-Range': 'backups 0-0/0' }, body: '[]' })
      : route.fallback(),
  );
  await page.goto('/admin/backups');
  await expect(page.getByText('No backups yet')).toBeVisible();
  await expect(page.getByText(/BACKUP_SCHEDULE set .*docs\/operations\.md, Scheduled backups/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(0);
});

test('the Backups screen fits a phone, each archive with its download', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 850 });
  await startSession(page, 'admin');
  const backup = await makeBackup(page);
  await page.goto('/admin/backups');
  await expect(page.getByRole('link', { name: `Download ${backup.id}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the screen is wider than the phone').toBeLessThanOrEqual(1);
});

test('the dashboard tells an administrator the last good backup’s age, with a link to Backups', async ({ page }) => {
  await startSession(page, 'admin');
  await makeBackup(page);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Backups' });
  await expect(card.getByTestId('backup-age')).toHaveText(/^Last good backup: (just now|\d+ minutes? ago)$/);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.getByRole('link', { name: 'View Backups' }).click();
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
});

test(`the dashboard warns when the last good backup is older than ${BACKUP_STALE_HOURS} hours`, async ({ page }) => {
  await startSession(page, 'admin');
  await stageStatus(page, { schedule: '02:30', lastSuccessAt: hoursAgo(30), stale: true });
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Backups' });
  await expect(card.getByTestId('backup-age')).toHaveText('Last good backup: 30 hours ago');
  await expect(card.getByRole('alert')).toHaveText(`The last good backup is older than ${BACKUP_STALE_HOURS} hours`);
});

test('the dashboard warns when no backup has been made yet', async ({ page }) => {
  await startSession(page, 'admin');
  await stageStatus(page, { schedule: null, lastSuccessAt: null, stale: true });
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Backups' }).getByRole('alert')).toHaveText('No backup has been made yet');
});

test('an editor sees neither the Backups menu entry nor the dashboard’s Backups card', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin/backups')) asked.push(r.url());
  });
  await signIn(page, 'editor');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'News' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Backups' })).toHaveCount(0);
  await expect(page.getByText('Quick Actions', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Backups' })).toHaveCount(0);
  expect(asked, 'backup calls the editor’s back office made').toEqual([]);
});
