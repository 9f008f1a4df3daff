import { expect, expectScrolledTo, scrollWindowTo, test, waitForContent, waitForHome } from './support/test';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const path of ['/', '/news-notices', '/news/admissions-open-electrician', '/projects', '/certificate-verify', '/about-us']) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await waitForContent(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mobile menu opens as a link to it and navigates', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/teams$/);
  });
});

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

test('on a phone the brand bar and the menu button stay at the top while the page scrolls', async ({ page }) => {
  await page.goto('/');
  await waitForHome(page);
  await scrollWindowTo(page, 2500);
  const brandbar = page.locator('.brandbar');
  await expect.poll(async () => Math.round((await brandbar.boundingBox())!.y)).toBe(0);
  expect((await brandbar.boundingBox())!.height).toBeLessThanOrEqual(120);
  await expect(page.locator('.topbar')).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
});

test('opening the mobile menu lays it over the page without moving the page', async ({ page }) => {
  await page.goto('/');
  // Measured only once every section has its content: a section still filling in above would move the page by itself.
  await waitForHome(page);
  await scrollWindowTo(page, 1200);
  const mainTop = () => page.locator('main').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const before = await mainTop();
  // From the keyboard: Playwright's click would first scroll the sticky button 'into view'.
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Apply Now' })).toBeInViewport();
  expect(await mainTop()).toBe(before);
});

test('a section link in the mobile menu, used down the page, lands the section 120 px from the top, below the header', async ({ page }) => {
  await page.goto('/');
  await waitForHome(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs' }).click();
  await expectScrolledTo(page, '#programs');
  const headerBottom = await page.locator('.brandbar').evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await page
    .locator('#programs h2')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});
