import { expect, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const path of ['/', '/news-notices', '/news/admissions-open-electrician', '/projects', '/certificate-verify', '/about-us']) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the mobile menu opens and closes from the keyboard and navigates', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(nav).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Certificate Verify' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(nav).toBeHidden();
});

test('a section link in the mobile menu scrolls on the home page and closes the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
});
