import { PROJECT_MESSAGES } from '@institute/shared';
import { expect, field, notice, openScreen, startSession, test } from './support/fixtures';

test.beforeEach(({ page }) => startSession(page, 'admin'));

test('projects: occupations need a name and a count above 0; the card sums the participants', async ({ page }) => {
  const title = `Youth Skills Project ${Date.now().toString(36)}`;
  await page.goto('/admin/projects/create');
  await field(page, 'Title').fill(title);
  await field(page, 'Implementation duration').fill('2081-2083');
  const occupations = page.locator('.ra-input-occupations');
  await occupations.getByRole('button', { name: 'Add' }).click();
  await occupations.getByRole('textbox', { name: 'Occupation' }).fill('Plumber');
  await occupations.getByRole('spinbutton', { name: 'Number of persons' }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PROJECT_MESSAGES.occupationCountInvalid)).toBeVisible();
  await occupations.getByRole('spinbutton', { name: 'Number of persons' }).fill('24');
  const locations = page.locator('.ra-input-locations');
  await locations.getByRole('button', { name: 'Add' }).click();
  await locations.getByRole('textbox', { name: 'Location' }).fill('Dhading');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Project created successfully')).toBeVisible();
  const card = page.getByTestId('record-card').filter({ hasText: title });
  await expect(card).toContainText('1 occupations · 24 participants · 1 locations');
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'Project deleted successfully')).toBeVisible();
});

test('training openings show the computed status; hero slides fall back to a placeholder image', async ({ page }) => {
  const soon = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const later = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const opening = await page.request.post('/api/admin/training-openings', {
    data: { title: 'Welder intake', startDate: soon, endDate: later, applicationDeadline: soon, capacity: 24, isActive: true },
  });
  expect(opening.status()).toBe(201);
  await page.goto('/admin/training-openings');
  const card = page.getByTestId('record-card').filter({ hasText: 'Welder intake' });
  await expect(card.getByTestId('opening-status')).toHaveText('Open for Registration');

  const slide = await page.request.post('/api/admin/hero-slides', { data: { title: 'Broken image slide', image: '/no-such-image.jpg' } });
  expect(slide.status()).toBe(201);
  await openScreen(page, '/admin/hero-slides');
  const image = page.getByTestId('record-card').filter({ hasText: 'Broken image slide' }).getByRole('img');
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
});

test('donors: each card links to the website', async ({ page }) => {
  const name = `Skills Fund ${Date.now().toString(36)}`;
  await page.goto('/admin/donors/create');
  await field(page, 'Name').fill(name);
  await field(page, 'Website URL').fill('https://skillsfund.example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Donor created successfully')).toBeVisible();
  const card = page.getByTestId('record-card').filter({ hasText: name });
  await expect(card.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', 'https://skillsfund.example.org');
});
