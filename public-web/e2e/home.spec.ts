import { DONORS, INACTIVE_PROGRAM, NEWS, PROGRAMS, TEAM } from './support/fixtures';
import { AdminApi } from './support/admin-api';
import { expect, pauseClock, runClockUntilVisible, takenOver, test } from './support/test';

test('has every section of the home page', async ({ page }) => {
  await page.goto('/');
  for (const id of ['home', 'stats', 'news', 'about', 'team', 'programs', 'apply', 'donors', 'contact']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Accredited & Recognised' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Affiliated with CTEVT' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accredited Skill Test Center' })).toBeVisible();
  await expect(page.getByText('Sunday to Friday 10:00 AM to 5:00 PM')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('target', '_blank');
});

test('the hero offers the two buttons and the slide from the server', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('#home');
  await expect(hero.getByRole('link', { name: 'Apply for Training' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'View Programs' })).toBeVisible();
  await expect(hero.getByText('Admissions Open Now')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Apply Today' })).toHaveAttribute('href', '/#apply');
});

test('the stats count up to the stored values and the defaults', async ({ page }) => {
  await page.goto('/');
  await page.locator('#stats').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stat-totalGraduates').locator('.counter')).toHaveText('12,345+');
  await expect(page.getByTestId('stat-districtsReached').locator('.counter')).toHaveText('42');
  await expect(page.getByTestId('stat-assignmentsCompleted').locator('.counter')).toHaveText('500+');
  await expect(page.getByTestId('stat-affiliatedOccupations').locator('.counter')).toHaveText('39');
});

test('a Nepali home page shows its fixed texts in Nepali and marks the content shown in English', async ({ page }) => {
  await page.goto('/ne');
  const hero = page.locator('#home');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('कामका लागि सीप, जीवनका लागि तालिम');
  await expect(hero.getByRole('link', { name: 'तालिमका लागि आवेदन दिनुहोस्' })).toHaveAttribute('href', '/ne#apply');
  await expect(hero.getByTestId('hero-slide').locator('.hero-slide-title')).toHaveAttribute('lang', 'en');
  await page.locator('#stats').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stat-totalGraduates').locator('.counter')).toHaveText('१२,३४५+');
  await expect(page.getByTestId('stat-totalGraduates').locator('.stat-label')).toHaveText('तालिम पाएका स्नातक');
  const news = page.locator('#news');
  await expect(news.getByRole('heading', { name: 'ताजा समाचार तथा सूचना' })).toBeVisible();
  await expect(news.getByRole('link', { name: 'सबै समाचार तथा सूचना हेर्नुहोस्' })).toHaveAttribute('href', '/ne/news-notices');
  await expect(page.getByRole('heading', { name: 'मान्यताप्राप्त तथा स्वीकृत' })).toBeVisible();
  await expect(page.locator('#donors .donor-chip').first()).toHaveAttribute('lang', 'en');
});

test('the news section lists the 5 newest items with its boxes', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#news');
  await expect(section.locator('.news-row-title')).toHaveText([
    NEWS.admissions.title,
    NEWS.result.title,
    NEWS.graduates.title,
    NEWS.computer.title,
    NEWS.expired.title,
  ]);
  await expect(section.getByText(NEWS.draft.title)).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Quick Application' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Active Programs' })).toBeVisible();
  await section.getByRole('link', { name: 'See All News & Notices' }).click();
  await expect(page).toHaveURL(/\/news-notices$/);
});

test('the programs section shows active programs only, with the Learn More dialog', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#programs');
  await expect(section.locator('.program-card')).toHaveCount(PROGRAMS.length);
  await expect(section.getByText(INACTIVE_PROGRAM.title)).toHaveCount(0);
  await takenOver(section.locator('.program-card').first().locator('[data-island]'));
  await section.locator('.program-card').first().getByRole('button', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog', { name: PROGRAMS[0].title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('NSTB Level 1')).toBeVisible();
  await expect(dialog.getByText('Grade 8 pass')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Curriculum' })).toHaveAttribute('href', '/files/electrician.pdf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await section.locator('.program-card').first().getByRole('button', { name: 'Learn More' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Apply for this Program' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#apply').getByRole('combobox', { name: /^Program/ })).toHaveValue(PROGRAMS[0].title);
});

test('the team section shows the first 4 members and links to the team page', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#team');
  await expect(section.locator('.team-card h3')).toHaveText(TEAM.slice(0, 4).map((m) => m.name));
  await section.getByRole('link', { name: 'View Full Team' }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.locator('.team-card')).toHaveCount(TEAM.length);
});

test('the donors strip repeats the list twice and shows 4 letters for a partner without a logo', async ({ page }) => {
  await page.goto('/');
  const track = page.getByTestId('donor-track');
  await expect(track.locator('li')).toHaveCount(DONORS.length * 2);
  await expect(track.locator('.donor-letters').first()).toHaveText(/^(SKIL|ZENI)$/);
  await expect(track.getByText('ZENI').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Donors' })).toHaveAttribute('href', '/donors');
});

test('the about section links to vision and history on the About page', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#about');
  await expect(section.getByText('Test Skills Academy trains young people in practical trades.')).toBeVisible();
  await section.getByRole('link', { name: 'Vision & Mission' }).click();
  await expect(page).toHaveURL(/\/about-us#vision-mission$/);
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
});

const SLIDES = ['Slide One', 'Slide Two', 'Slide Three'].map((title, i) => ({
  title,
  image: ['/hero.svg', '/about.svg', '/placeholder.svg'][i],
  displayOrder: i + 1,
}));

test.describe('hero carousel', () => {
  // The server renders the slides: for these tests the site has three, in place of the fixture's one.
  test.beforeEach(async ({ server }) => {
    const api = await AdminApi.signIn(server.url);
    for (const slide of await api.get<{ id: string; isActive: boolean }[]>('/api/admin/hero-slides'))
      await api.put(`/api/admin/hero-slides/${slide.id}`, { isActive: false });
    for (const slide of SLIDES) await api.post('/api/admin/hero-slides', slide);
  });

  test.afterEach(async ({ server }) => {
    const api = await AdminApi.signIn(server.url);
    for (const slide of await api.get<{ id: string; title: string }[]>('/api/admin/hero-slides')) {
      if (SLIDES.some((s) => s.title === slide.title)) await api.call('DELETE', `/api/admin/hero-slides/${slide.id}`);
      else await api.put(`/api/admin/hero-slides/${slide.id}`, { isActive: true });
    }
  });

  test('has previous, next and per-slide buttons that work from the keyboard and wrap round', async ({ page }) => {
    await page.goto('/');
    const slide = page.getByTestId('hero-slide');
    const controls = page.getByRole('group', { name: 'Slides' });
    await expect(slide).toContainText('Slide One');
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
    await controls.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(slide).toContainText('Slide Two');
    await controls.getByRole('button', { name: 'Previous slide' }).click();
    await controls.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide).toContainText('Slide Three');
    await controls.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide).toContainText('Slide One');
    await controls.getByRole('button', { name: 'Slide 2 of 3: Slide Two' }).click();
    await expect(slide).toContainText('Slide Two');
    await expect(controls.getByRole('button', { name: 'Slide 2 of 3: Slide Two' })).toHaveAttribute('aria-current', 'true');
  });

  test('advances every 6 s and holds while hovered, while focused and after Pause', async ({ page }) => {
    await page.clock.install();
    await page.mouse.move(5, 5); // over the header, away from the hero
    // The page's time stands still before its code runs, so the carousel's 6 s are counted from a known moment.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await pauseClock(page);
    await runClockUntilVisible(page, page.locator('[data-hydrated] #home'));
    const slide = page.getByTestId('hero-slide');
    await expect(slide).toContainText('Slide One');
    await page.clock.runFor(6000);
    await expect(slide).toContainText('Slide Two');

    await page.locator('#home h1').hover();
    await page.clock.runFor(13_000);
    await expect(slide).toContainText('Slide Two');
    await page.mouse.move(5, 5);
    await page.clock.runFor(6000);
    await expect(slide).toContainText('Slide Three');

    await page.locator('#home').getByRole('link', { name: 'Apply for Training' }).focus();
    await page.clock.runFor(13_000);
    await expect(slide).toContainText('Slide Three');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).focus();
    await page.clock.runFor(6000);
    await expect(slide).toContainText('Slide One');

    await page.getByRole('button', { name: 'Pause slides' }).click();
    await page.mouse.move(5, 5);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).focus();
    await page.clock.runFor(13_000);
    await expect(slide).toContainText('Slide One');
    await page.getByRole('button', { name: 'Play slides' }).click();
    await page.mouse.move(5, 5);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).focus();
    await page.clock.runFor(6000);
    await expect(slide).toContainText('Slide Two');
  });

  test('does not rotate for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.mouse.move(5, 5);
    await expect(page.getByTestId('hero-slide')).toContainText('Slide One');
    await page.clock.runFor(13_000);
    await expect(page.getByTestId('hero-slide')).toContainText('Slide One');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
  });
});
