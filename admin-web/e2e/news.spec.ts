import { NEWS_RULES, REQUIRED_MESSAGES, SLUG_EXISTS, SLUG_MESSAGES, SLUG_TAKEN_FIELD } from '@institute/shared';
import { expect, field, notice, startSession, test } from './support/fixtures';

test.beforeEach(({ page }) => startSession(page, 'admin'));

test('shows the libs rules’ messages under the news form fields', async ({ page }) => {
  expect(NEWS_RULES.title('')).toBe(REQUIRED_MESSAGES.title);
  await page.goto('/admin/news/create');
  await field(page, 'Slug').fill('ab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(REQUIRED_MESSAGES.title)).toBeVisible();
  await expect(page.getByText(REQUIRED_MESSAGES.excerpt)).toBeVisible();
  await expect(page.getByText(REQUIRED_MESSAGES.content)).toBeVisible();
  await expect(page.getByText(SLUG_MESSAGES.tooShort)).toBeVisible();
});

test('creates, edits and deletes a news item with its notices and confirmation', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/admin/news');
  await page.getByRole('link', { name: 'Add News' }).click();
  await field(page, 'Title').fill(`Exam routine ${stamp}`);
  await field(page, 'Slug').fill(`Exam Routine ${stamp}!`);
  await field(page, 'Excerpt').fill('Routine for the coming skill tests.');
  await field(page, 'Content').fill('The routine is attached.\nBring your admit card.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await field(page, 'Image URL').first().fill('/demo/hero-workshop.svg');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'News created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const card = page.getByTestId('record-card').filter({ hasText: `Exam routine ${stamp}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('news-thumbnails').locator('img')).toHaveCount(1);

  // The slug was normalised before it was sent.
  const created = await page.request.get(`/api/admin/news?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
  const [item] = await created.json();
  expect(item.slug).toBe(`exam-routine-${stamp}`);

  await card.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Title').fill(`Exam routine ${stamp} (revised)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'News updated successfully')).toBeVisible();
  const revised = page.getByTestId('record-card').filter({ hasText: `Exam routine ${stamp} (revised)` });
  await expect(revised).toBeVisible();

  await revised.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this news item?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'News deleted successfully')).toBeVisible();
  await expect(revised).toHaveCount(0);
});

test('marks the slug field when the slug is already taken', async ({ page }) => {
  const slug = `taken-${Date.now().toString(36)}`;
  const first = await page.request.post('/api/admin/news', {
    data: { title: 'First', slug, excerpt: 'e', content: 'c' },
  });
  expect(first.status()).toBe(201);
  await page.goto('/admin/news/create');
  await field(page, 'Title').fill('Second');
  await field(page, 'Slug').fill(slug);
  await field(page, 'Excerpt').fill('e');
  await field(page, 'Content').fill('c');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SLUG_TAKEN_FIELD).first()).toBeVisible();
  await expect(notice(page, SLUG_EXISTS)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
});
