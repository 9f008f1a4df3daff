import { expect, signIn, test } from './support/fixtures';

/** The code split (README, "Code splitting"): the dashboard loads no resource screen's code. */
test('the dashboard loads only the shell, the vendor chunk and its own code; a screen loads on first use', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(scripts.filter((s) => s.startsWith('/admin/assets/vendor-'))).toHaveLength(1);
  expect(
    scripts.filter((s) => s.includes('/screens-')),
    'resource screens fetched by the dashboard',
  ).toEqual([]);

  await page.getByRole('menu').getByText('News', { exact: true }).click();
  await expect(page.getByTestId('record-card').first()).toBeVisible();
  expect(scripts.filter((s) => s.includes('/screens-')).length).toBeGreaterThan(0);
});

test('a screen chunk that is gone (a new release) reloads the app once instead of failing', async ({ page, pageErrors }) => {
  await signIn(page, 'admin');
  let loads = 0;
  page.on('load', () => loads++);
  let refused = 0;
  await page.route(/\/admin\/assets\/screens-[^/]+\.js$/, (route) => {
    if (refused++ > 0) return route.continue();
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.getByRole('menu').getByText('Team', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByTestId('record-card').first()).toBeVisible();
  expect(refused).toBeGreaterThan(1);
  expect(loads, 'page loads after the refused chunk').toBe(1);
  pageErrors.length = 0; // the failed import of the refused chunk, before the reload
});
