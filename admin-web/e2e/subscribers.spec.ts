import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, notice, openScreen, signIn, startSession, test } from './support/fixtures';
import { subscribe } from './support/mail';

/**
 * The Subscribers screen, the dashboard's counts and a news item's mailing (docs/back-office.md,
 * Subscribers). The subscriptions themselves, their mails and the rights on each route are the API
 * suite's (api/test/subscriptions); here, what staff see of them. Each test makes its own subscriber
 * as a visitor does (subscribe, then the mail's confirmation link: support/mail.ts).
 */

const unique = () => randomBytes(4).toString('hex');
const listOf = (email: string) => `/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`;

test('a confirmed subscriber: counted on the dashboard and by a news item of its category, listed, exported, and shown with its mail once the item is published', async ({
  page,
  server,
}) => {
  const email = `results.${unique()}@example.com`;
  await subscribe(server, { email, categories: ['result'], locale: 'en' });
  await startSession(page);
  const title = `Entrance results ${unique()}`;
  const created = await page.request.post('/api/admin/news', {
    data: { title, excerpt: 'The list of those admitted', content: 'The results', category: 'result', status: 'draft' },
  });
  expect(created.ok()).toBe(true);
  const news = (await created.json()) as { id: string };
  const counts = (await (await page.request.get('/api/admin/subscribers/counts')).json()) as Record<string, number>;
  expect(counts.result).toBeGreaterThanOrEqual(1);

  await page.goto('/admin');
  await expect(page.getByTestId('subscribers-result')).toHaveText(String(counts.result));

  // A draft: whom it will mail, the confirmed subscribers of its category.
  await openScreen(page, `/admin/news/${news.id}`);
  await expect(page.getByTestId('news-mailing')).toContainText(`When published, it will be mailed to ${counts.result} subscriber`);

  await openScreen(page, listOf(email));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Result');
  await expect(row).toContainText('English');
  await expect(row.getByTestId('subscriber-confirmed')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe('\uFEFFEmail,Categories,Language,Confirmed at,Subscribed at');
  expect(csv).toContain(`${email},result,en,`);

  // Published: the item is announced, its mail queued and sent in the background.
  expect((await page.request.put(`/api/admin/news/${news.id}`, { data: { status: 'published' } })).ok()).toBe(true);
  await row.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('table', { name: 'Mails sent on publish' }).getByRole('row').filter({ hasText: title })).toBeVisible();
  await openScreen(page, `/admin/news/${news.id}`);
  await expect(page.getByTestId('news-mailing')).toContainText(`to ${counts.result} subscriber`);
  await expect(page.getByTestId('news-mailing')).toContainText('A correction does not mail it again.');
});

test('an editor reads the subscribers without Delete; an administrator deletes one after a confirmation', async ({ page, server }) => {
  const email = `leaving.${unique()}@example.com`;
  await subscribe(server, { email }, false);

  await signIn(page, 'editor', listOf(email));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByTestId('subscriber-unconfirmed')).toHaveText('Not confirmed');
  await expect(row.getByRole('link', { name: 'Details' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await signIn(page, 'admin', listOf(email));
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this subscriber?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'Subscriber deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(
    (await page.request.get(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`)).headers()[
      'content-range'
    ],
  ).toMatch(/\/0$/);
});
