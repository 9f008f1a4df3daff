import { expect, field, notice, openScreen, startSession, test } from './support/fixtures';

test.beforeEach(({ page }) => startSession(page, 'admin'));

/** The Nepali input of a field: its own tab, `lang="ne"`, labelled '<English label> (नेपाली)'. */
async function nepaliField(page: import('@playwright/test').Page, label: string) {
  const pair = page.getByTestId(`bilingual-${label.toLowerCase()}`);
  await pair.getByRole('tab', { name: /^नेपाली/ }).click();
  const input = field(page, `${label} (नेपाली)`);
  await expect(input).toHaveAttribute('lang', 'ne');
  return { pair, input };
}

test('saves a news item’s Nepali title, reads it back, marks the list and removes it when cleared', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Admissions open ${stamp}`;
  const nepaliTitle = `भर्ना खुला ${stamp}`;
  await page.goto('/admin/news/create');
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('Apply before the deadline.');
  await field(page, 'Content').fill('Forms are at the office.');
  const { pair, input } = await nepaliField(page, 'Title');
  await input.fill(nepaliTitle);
  await expect(pair.getByRole('tab', { name: 'नेपाली ✓' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'News created successfully')).toBeVisible();

  const card = page.getByTestId('record-card').filter({ hasText: title });
  await expect(card.getByTestId('nepali-badge')).toHaveText('नेपाली ✓');
  const [item] = await (await page.request.get(`/api/admin/news?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`)).json();
  expect(item.translations).toEqual({ ne: { title: nepaliTitle } });

  // Read back after a reload: English on the plain field, Nepali on its own.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news/${item.id}$`));
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue(title);
  const again = await nepaliField(page, 'Title');
  await expect(again.input).toHaveValue(nepaliTitle);

  // A Nepali excerpt added beside it is merged; clearing the title removes that one translation.
  const excerpt = await nepaliField(page, 'Excerpt');
  await excerpt.input.fill('म्याद अघि आवेदन दिनुहोस्।');
  await again.pair.getByRole('tab', { name: /^नेपाली/ }).click();
  await again.input.fill('');
  await expect(again.pair.getByRole('tab', { name: 'नेपाली', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'News updated successfully')).toBeVisible();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('nepali-badge')).toHaveCount(0);
  const stored = await (await page.request.get(`/api/admin/news/${item.id}`)).json();
  expect(stored.translations).toEqual({ ne: { excerpt: 'म्याद अघि आवेदन दिनुहोस्।' } });
  expect(stored.title).toBe(title);
});

test('marks the Nepali input with the server’s refusal of a too long text', async ({ page }) => {
  await page.goto('/admin/news/create');
  await field(page, 'Title').fill('Long Nepali title');
  await field(page, 'Excerpt').fill('e');
  await field(page, 'Content').fill('c');
  const { pair, input } = await nepaliField(page, 'Title');
  await input.fill('क'.repeat(201));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(pair.getByText('translations.ne.title cannot exceed 200 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
});

test('takes the site name and an about section in Nepali', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/admin/site-configuration');
  const siteName = page.getByTestId('bilingual-siteName');
  await siteName.getByRole('tab', { name: /^नेपाली/ }).click();
  await field(page, 'Site name (नेपाली)').fill(`सीप केन्द्र ${stamp}`);
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(notice(page, 'Site configuration updated successfully')).toBeVisible();
  const nepali = await (await page.request.get('/api/site-settings?locale=ne')).json();
  expect(nepali.find((s: { key: string }) => s.key === 'siteName').value).toBe(`सीप केन्द्र ${stamp}`);
  await page.reload();
  await expect(page.getByTestId('bilingual-siteName').getByRole('tab', { name: 'नेपाली ✓' })).toBeVisible();

  await openScreen(page, '/admin/about');
  await page.getByRole('tab', { name: 'Mission' }).click();
  await field(page, 'Title').fill('Our Mission');
  await field(page, 'Content').fill(`Skills for work (${stamp})`);
  const content = await nepaliField(page, 'Content');
  await content.input.fill(`कामका लागि सीप (${stamp})`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Mission content updated successfully')).toBeVisible();
  await expect(page.getByTestId('nepali-badge')).toHaveText('नेपाली ✓');
  await expect(page.getByText(`कामका लागि सीप (${stamp})`, { exact: true }).first()).toBeVisible();
});
