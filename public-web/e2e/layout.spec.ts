import { PROGRAMS, SETTINGS } from './support/fixtures';
import { expect, expectScrolledTo, scrollWindowTo, test, waitForHome } from './support/test';

test('the header shows the settings, both dates and the ten nav buttons', async ({ page }) => {
  await page.goto('/teams');
  const header = page.locator('header.site-header');
  await expect(header.getByText(SETTINGS.siteName)).toBeVisible();
  await expect(header.getByText('CTEVT Affiliated · Established 2064 B.S.')).toBeVisible();
  await expect(header.getByRole('link', { name: SETTINGS.contactPhone })).toHaveAttribute('href', 'tel:+97715550000');
  await expect(header.getByRole('link', { name: SETTINGS.contactEmail })).toHaveAttribute('href', `mailto:${SETTINGS.contactEmail}`);
  await expect(header.getByTestId('date-en')).toHaveText(/^\w+day, \w+ \d{1,2}, 20\d\d$/);
  await expect(header.getByTestId('date-bs')).toHaveText(
    /^\d{1,2} (Baisakh|Jestha|Asar|Shrawan|Bhadra|Aswin|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) 20[89]\d B\.S\.$/,
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'About Us',
    'Programs',
    'Projects',
    'Downloads',
    'Team',
    'News',
    'Contact',
    'Certificate Verify',
    'Apply Now',
  ]);
  // Off the home page, section buttons lead to /#section.
  await expect(nav.getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/#programs');
  await expect(nav.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/#apply');
});

test('the Bikram Sambat date is the Nepal calendar day of the English one', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
  await page.goto('/downloads');
  await expect(page.getByTestId('date-en')).toHaveText('Saturday, November 21, 2026');
  await expect(page.getByTestId('date-bs')).toHaveText('5 Mangsir 2083 B.S.');
});

test('a Nepali page shows the Bikram Sambat date only, in Nepali, and marks an English site name', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
  await page.goto('/ne/downloads');
  const header = page.locator('header.site-header');
  await expect(header.getByTestId('date-bs')).toHaveText('५ मंसिर २०८३');
  await expect(header.getByTestId('date-en')).toHaveCount(0);
  // The fixture's site name has no Nepali value.
  await expect(header.locator('.brand-name')).toHaveAttribute('lang', 'en');
  await expect(header.locator('.brand-name')).toHaveText(SETTINGS.siteName);
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'छिटो लिङ्कहरू' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'हाम्रो बारेमा' })).toHaveAttribute('href', '/ne/about-us');
  await expect(footer.getByText('काठमाडौं, नेपाल')).toBeVisible();
  const programs = footer.getByTestId('footer-programs').getByRole('link');
  await expect(programs.last()).toHaveText(
    `सबै कार्यक्रम हेर्नुहोस् (${PROGRAMS.length.toString().replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)])})`,
  );
  await expect(programs.first().locator('span')).toHaveAttribute('lang', 'en');
});

test('the footer shows only the social links that are set, 4 programs with the full count, contact and copyright', async ({ page }) => {
  await page.goto('/projects');
  const footer = page.locator('footer');
  await expect(footer.locator('[data-social]')).toHaveCount(2);
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', SETTINGS.facebookUrl);
  await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', SETTINGS.youtubeUrl);
  await expect(footer.getByRole('link', { name: 'Twitter' })).toHaveCount(0);
  const programs = footer.getByTestId('footer-programs').getByRole('link');
  await expect(programs).toHaveText([...PROGRAMS.slice(0, 4).map((p) => p.title), `View All Programs (${PROGRAMS.length})`]);
  await expect(footer.getByText('Kathmandu, Nepal')).toBeVisible();
  await expect(footer.getByRole('link', { name: SETTINGS.contactEmail })).toBeVisible();
  await expect(footer.getByText(`© 2025 ${SETTINGS.siteName}. All rights reserved.`)).toBeVisible();
});

test('on the home page a section button scrolls to the section 120 px below the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-program-count')).toHaveText(`${PROGRAMS.length} training programs`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expectScrolledTo(page, '#contact');
});

test('from another page a section button opens the home page and scrolls to the section', async ({ page }) => {
  await page.goto('/downloads');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/#apply$/);
  await expect(page.getByRole('heading', { name: 'Apply for Training' })).toBeVisible();
  await expectScrolledTo(page, '#apply');
});

test('a home address with a hash scrolls to that section after loading', async ({ page }) => {
  await page.goto('/#team');
  await expectScrolledTo(page, '#team');
});

test('the top bar scrolls away and the rest of the header, at most 120 px tall, stays at the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-program-count')).toHaveText(`${PROGRAMS.length} training programs`);
  await page.evaluate(() => window.scrollTo(0, 2000));
  const header = page.locator('header.site-header');
  await expect
    .poll(async () => Math.round((await header.boundingBox())!.y + (await header.boundingBox())!.height))
    .toBeLessThanOrEqual(120);
  await expect(header.locator('.topbar')).not.toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apply Now' })).toBeInViewport();
  await expect(header.getByRole('link', { name: new RegExp(SETTINGS.siteName) })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header.locator('.topbar')).toBeInViewport();
});

test('moving focus into the header while scrolled down does not make the page jump', async ({ page }) => {
  await page.goto('/');
  await waitForHome(page);
  await scrollWindowTo(page, 2000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apply Now' }).focus();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).focus();
  expect(await page.evaluate(() => window.scrollY)).toBe(2000);
});
