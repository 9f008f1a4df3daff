import type { Page } from '@playwright/test';
import { formShownAt } from '../../e2e-support/server';
import { CERTIFICATE_VERIFY_MESSAGES, CONTACT_MESSAGES } from '../../libs/shared/src/index';
import { AdminApi } from './support/admin-api';
import { CERTIFICATE, NEWS, PROGRAMS, PROJECTS, PUBLIC_PAGES } from './support/fixtures';
import { expect, takenOver, test } from './support/test';

/**
 * The home page's forms as if the server had shown them 10 seconds ago: the bot trap counts a
 * form posted without JavaScript from the time the server signed into it (docs/behaviour.md), and
 * a test types in milliseconds, not in the time a person takes.
 */
async function showHomeFormsEarlier(page: Page) {
  const stamp = formShownAt(Date.now() - 10_000);
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/name="formShownAt" value="[^"]*"/g, `name="formShownAt" value="${stamp}"`);
      await route.fulfill({ response, body });
    },
  );
}

/** Opens the home page's apply form, shown 10 seconds ago, and fills in an applicant's required fields. */
async function startApplication(page: Page, name: string, email: string) {
  await showHomeFormsEarlier(page);
  await page.goto('/#apply');
  const form = page.getByRole('form', { name: 'Training application' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('9800000000');
  await form.getByRole('combobox', { name: 'Program' }).selectOption(PROGRAMS[0].title);
  return form;
}

const stored = async <T extends { email: string }>(baseURL: string, path: string, email: string) =>
  (await (await AdminApi.signIn(baseURL)).get<T[]>(path)).filter((row) => row.email === email);

/** The pages arrive rendered by the server (docs/public-site.md, Server rendering). */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news search form sends ?q= and the page shows the matching titles', async ({ page }) => {
    await page.goto('/news-notices');
    const box = page.getByRole('searchbox', { name: 'Search news and notices' });
    await box.fill('Chef Batch');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/news-notices\?q=Chef\+Batch$/);
    await expect(page.getByTestId('news-card').filter({ hasText: NEWS.result.title })).toBeVisible();
    await expect(page.getByTestId('news-card').filter({ hasText: NEWS.admissions.title })).toHaveCount(0);
    await expect(box).toHaveValue('Chef Batch');
  });

  test('the news tabs are links that keep the search, and the search form keeps the category', async ({ page }) => {
    await page.goto('/news-notices?q=scholarship');
    const tabs = page.getByRole('navigation', { name: 'Filter by category' });
    await tabs.getByRole('link', { name: /^Notices/ }).click();
    await expect(page).toHaveURL(/\/news-notices\?q=scholarship&category=notice$/);
    await expect(tabs.getByRole('link', { name: /^Notices/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('result-line')).toHaveText('Showing 1 item for "scholarship" in Notices');
    const box = page.getByRole('searchbox', { name: 'Search news and notices' });
    await box.fill('nothing like this');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=nothing\+like\+this&category=notice$/);
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await expect(page).toHaveURL(/\/news-notices\?category=notice$/);
    await expect(page.getByTestId('result-line')).toHaveText('Showing 2 items in Notices');
  });

  test('the Downloads tabs are links and Download PDF a link the server counts and sends on to the file', async ({ page }) => {
    await page.goto('/downloads');
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/downloads\?category=resources$/);
    await expect(page.getByTestId('download-card')).toHaveCount(1);
    const link = page.getByRole('link', { name: 'Download PDF: Admission Form' });
    await expect(link).toHaveAttribute('href', /^\/api\/downloads\/[0-9a-f-]{36}\/file$/);
  });

  test('verifies a certificate by posting the form to the page, the date of birth never in the address', async ({ page }) => {
    await page.goto('/certificate-verify');
    await page.getByLabel('Certificate Number').fill(CERTIFICATE.certificateNumber);
    await page.getByLabel('Date of Birth').fill(CERTIFICATE.dateOfBirth);
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.verified)).toBeVisible();
    await expect(page.getByTestId('certificate-details').getByText(CERTIFICATE.name, { exact: true })).toBeVisible();
    expect(page.url()).toMatch(/\/certificate-verify$/);
  });

  test('applies by posting the form to the home page, which thanks the applicant at /?sent=apply', async ({ page, baseURL }) => {
    const email = `nojs-${Date.now()}@example.com`;
    const form = await startApplication(page, 'सुनिता राई', email);
    await form.getByRole('combobox', { name: 'Education' }).selectOption('see_slc_pass');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your application!' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?sent=apply');
    expect(await stored(baseURL!, '/api/admin/applications', email)).toEqual([
      expect.objectContaining({ name: 'सुनिता राई', program: PROGRAMS[0].title, education: 'see_slc_pass' }),
    ]);
    await page.getByRole('link', { name: 'Submit Another Application' }).click();
    await expect(page.getByRole('form', { name: 'Training application' })).toBeVisible();
  });

  test('sends a message by posting the form to the home page, which says it was sent at /?sent=contact', async ({ page, baseURL }) => {
    await showHomeFormsEarlier(page);
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const email = `nojs-${Date.now()}@example.com`;
    await form.getByLabel('Your Name').fill('Ram Thapa');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('Training Program');
    await form.getByLabel('Message').fill('When does the next batch start?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent })).toContainText(CONTACT_MESSAGES.sentDescription);
    expect(new URL(page.url()).search).toBe('?sent=contact');
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Your Name')).toHaveValue('');
    expect(await stored(baseURL!, '/api/admin/contact-messages', email)).toEqual([
      expect.objectContaining({ name: 'Ram Thapa', subject: 'Training Program', message: 'When does the next batch start?' }),
    ]);
  });

  test("a program's Learn More and a project's View Details open their details in the card", async ({ page }) => {
    await page.goto('/programs');
    const program = page.locator('.program-card').filter({ hasText: PROGRAMS[0].title });
    await expect(program.getByText('Entry Requirements')).toBeHidden();
    await program.getByText('Learn More').click();
    await expect(program.getByText('Entry Requirements')).toBeVisible();
    await expect(program.getByRole('link', { name: 'Apply for this Program' })).toHaveAttribute('href', '/#apply');
    await page.goto('/projects');
    const project = page.getByTestId('project-card').filter({ hasText: PROJECTS[0].title });
    await project.getByText('View Details').click();
    await expect(project.getByText('20 persons')).toBeVisible();
  });

  test("the Programs page's search and category are a GET form the server answers", async ({ page }) => {
    await page.goto('/programs');
    await page.getByPlaceholder('Search programs...').fill('weld');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/programs\?q=weld&category=all$/);
    await expect(page.locator('.program-card .card-title')).toHaveText(['Arc Welder']);
    await page.getByLabel('Category').selectOption('Hospitality');
    await page.getByPlaceholder('Search programs...').fill('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/programs\?q=&category=Hospitality$/);
    await expect(page.locator('.program-card .card-title')).toHaveText(['Commis Chef']);
  });
});

test('the certificate form filled and sent before the page runs is answered by the server', async ({ page }) => {
  // The app's code never arrives: the form is the server's HTML, sent natively.
  await page.route(/\/assets\/[^/]*\.js$/, (route) => route.abort());
  await page.goto('/certificate-verify', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Certificate Number').fill(CERTIFICATE.certificateNumber);
  await page.getByLabel('Date of Birth').fill(CERTIFICATE.dateOfBirth);
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.verified)).toBeVisible();
  expect(page.url()).not.toContain(CERTIFICATE.dateOfBirth);
});

test('the certificate form keeps what was typed before the page ran, and sends it in place once it runs', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CertificateVerifier\.island-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/certificate-verify', { waitUntil: 'commit' });
  await page.getByLabel('Certificate Number').fill(CERTIFICATE.certificateNumber);
  await page.getByLabel('Date of Birth').fill(CERTIFICATE.dateOfBirth);
  await expect(page.locator('html[data-app="running"]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
  const answered = page.waitForResponse('**/api/certificates/verify');
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.verified)).toBeVisible();
});

test('text typed into the news search before the page runs is searched once it runs', async ({ page }) => {
  // The page's own code is held back, so the box typed into is still the server's HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/NewsList\.island-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/news-notices', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search news and notices' });
  await box.fill('HYDROPOWER');
  await expect(page.locator('html[data-app="running"]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/news-notices\?q=HYDROPOWER$/);
  await expect(page.getByTestId('news-card')).toHaveCount(1);
  await expect(box).toHaveValue('HYDROPOWER');
});

test("a page's stylesheets arrive inline and are not fetched again when its code loads", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#home')).toBeVisible();
  expect(stylesheets).toEqual([]);
});

/** Every page, and an article that does not exist. */
const ROUTES = [...PUBLIC_PAGES, '/news/no-such-article'];

for (const path of ROUTES) {
  // Any console error fails a test (support/test.ts); a hydration mismatch is reported as one.
  test(`${path} shows its heading and has every island hydrated by the browser without a hydration warning`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main')).not.toBeEmpty();
    // Its one heading is on screen (its text and the head's tags are proven by the API's public-pages test).
    await expect(page.locator('h1')).toBeVisible();
    // The islands off screen are hydrated as they come near it (docs/public-site.md, Islands).
    const islands = page.locator('[data-island]');
    for (let i = 0; i < (await islands.count()); i++) await takenOver(islands.nth(i));
    expect(warnings).toEqual([]);
  });
}
