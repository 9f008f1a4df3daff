import { SETTINGS } from './support/fixtures';
import { expect, expectScrolledTo, test } from './support/test';

const ROUTES: [path: string, heading: string | RegExp][] = [
  ['/', 'Skills for Work, Training for Life'],
  ['/about-us', 'About Us'],
  ['/programs', 'Training Programs'],
  ['/projects', 'Our Projects'],
  ['/downloads', 'Downloads'],
  ['/teams', 'Our Team'],
  ['/donors', 'Partners & Donors'],
  ['/news-notices', 'News & Notices'],
  ['/news/admissions-open-electrician', 'Admissions Open for Electrician Batch'],
  ['/certificate-verify', 'Certificate Verification'],
  ['/login', 'Staff Portal'],
  ['/auth', 'Staff Portal'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?token=abc', 'Reset Password'],
];

for (const [path, heading] of ROUTES) {
  test(`renders ${path} with its heading, title and description`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(SETTINGS.siteName));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{10,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(SETTINGS.siteName));
  });
}

test('shows the 404 page for an unknown path, with a way home and to contact', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404, Page Not Found.' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist. Don't worry, it happens to the best of us.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
  await page.getByRole('link', { name: 'Please Take Me Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skills for Work, Training for Life' })).toBeVisible();
});

test('redirects /history to the history section of the About page and scrolls to it', async ({ page }) => {
  await page.goto('/history');
  await expect(page).toHaveURL(/\/about-us#history$/);
  await expect(page.getByRole('heading', { name: 'Our Journey' })).toBeVisible();
  await expectScrolledTo(page, '#history');
});
