import { expect, expectScrolledTo, test } from './support/test';

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
