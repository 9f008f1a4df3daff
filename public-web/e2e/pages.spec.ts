import { AdminApi } from './support/admin-api';
import { DONORS, PROGRAMS, PROJECTS } from './support/fixtures';
import { expect, test } from './support/test';

test('the Programs page searches, filters by category and shows the empty state', async ({ page }) => {
  await page.goto('/programs');
  await expect(page.locator('.program-card')).toHaveCount(PROGRAMS.length);
  // The form's Filter button is for pages without JavaScript: here the list follows at once.
  await expect(page.getByRole('button', { name: 'Filter' })).toBeHidden();
  await page.getByPlaceholder('Search programs...').fill('weld');
  await expect(page.locator('.program-card .card-title')).toHaveText(['Arc Welder']);
  await page.getByPlaceholder('Search programs...').fill('');
  await page.getByLabel('Category').selectOption('Hospitality');
  await expect(page.locator('.program-card .card-title')).toHaveText(['Commis Chef']);
  await page.getByPlaceholder('Search programs...').fill('weld');
  await expect(page.getByRole('heading', { name: 'No Programs Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' }).last()).toHaveAttribute('href', '/#apply');
});

test('the Projects page shows active projects by display order with totals and a details dialog that gives focus back when closed', async ({
  page,
}) => {
  await page.goto('/projects');
  const cards = page.getByTestId('project-card');
  await expect(cards.locator('h2')).toHaveText(['Women in Construction', 'Mobile Skills for Youth']);
  await expect(cards.first().getByText('Completed')).toHaveClass(/badge-green/);
  await expect(cards.nth(1).getByTestId('participants')).toHaveText('35');
  const button = cards.nth(1).getByRole('button', { name: 'View Details' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: PROJECTS[0].title });
  await expect(dialog.getByText('Skills Fund Nepal')).toBeVisible();
  await expect(dialog.getByText('Jumla')).toBeVisible();
  await expect(dialog.getByText('20 persons')).toBeVisible();
  // Closed with Close or Escape, the dialog gives focus back to its button.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  await cards.first().getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog').getByText('No locations specified')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('No occupations specified')).toBeVisible();
});

test('the Downloads page filters by tab, shows sizes and counts a download as it opens it', async ({ page, baseURL }) => {
  await page.goto('/downloads');
  const tabs = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link');
  await expect(tabs).toHaveText(['All Downloads', 'Curriculum', 'NOSS/OSS/OP', 'Resources']);
  await expect(page.getByTestId('download-card')).toHaveCount(3);
  await tabs.filter({ hasText: 'NOSS/OSS/OP' }).click();
  await expect(page.getByTestId('download-card')).toHaveCount(1);
  await expect(page.getByTestId('download-card').getByText('Unknown size')).toBeVisible();
  await tabs.filter({ hasText: 'Resources' }).click();
  await expect(page.getByTestId('download-card').getByText('2.5 MB')).toBeVisible();
  // Staff see the count at once; the public list may keep the earlier one for its cache's TTL
  // (docs/caching.md): no public page shows it.
  const staff = await AdminApi.signIn(baseURL!);
  const count = async () =>
    (await staff.get<{ title: string; downloadCount: number }[]>('/api/admin/downloads')).find((d) => d.title === 'Admission Form')!
      .downloadCount;
  const before = await count();
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Download PDF: Admission Form' }).click();
  await expect.poll(async () => (await popup).url()).toMatch(/\/files\/admission-form\.pdf$/);
  await expect.poll(count).toBe(before + 1);
});

test('the Partners & Donors page lists the donors and links back home', async ({ page }) => {
  await page.goto('/donors');
  await expect(page.locator('.donor-card h2')).toHaveText(DONORS.map((d) => d.name));
  await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', DONORS[0].websiteUrl!);
  await expect(page.getByRole('link', { name: 'Partners on the Home Page' })).toHaveAttribute('href', '/#donors');
});

test('the About page shows the stored texts, default vision, the fixed timeline and the legacy block', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByText('Test Skills Academy trains young people in practical trades.')).toBeVisible();
  await expect(page.getByText('Founded with one workshop in 2064 B.S.')).toBeVisible();
  await expect(page.locator('#vision-mission').getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.locator('.timeline-year')).toHaveText(['2007', '2008', '2010', '2012', '2015', '2018', '2020', '2025']);
  await expect(page.getByText('18+ Years')).toBeVisible();
  await page.locator('.legacy').scrollIntoViewIfNeeded();
  await expect(page.locator('.legacy .counter').nth(1)).toHaveText('12,345+');
});

test('the Learn More dialog is used from the keyboard: focus moves in, Tab stays in, Escape returns', async ({ page }) => {
  await page.goto('/programs');
  const button = page.locator('.program-card').first().getByRole('button', { name: 'Learn More' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: PROGRAMS[0].title });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('img', { name: PROGRAMS[0].title })).toBeVisible();
  for (const text of [PROGRAMS[0].category, PROGRAMS[0].duration, 'NSTB Level 1', 'Grade 8 pass', PROGRAMS[0].description]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
