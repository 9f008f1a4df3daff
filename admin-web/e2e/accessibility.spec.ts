import type { Page } from '@playwright/test';
import { RESOURCE_AREAS } from '@institute/shared';
import { expectAccessible, expectContrast } from '../../e2e-support/axe';
import { expect, openScreen, signIn, test } from './support/fixtures';
import { watchContent } from './support/nepali';

/**
 * The back office checked by axe (docs/back-office.md, Accessibility): every screen at a desktop's
 * width, each form with its errors shown, the media picker open. One test per resource walks its
 * screens in one load of the app, as staff move through them; each check names the screen and its
 * state. Where another test already has a screen open in the state checked, the check runs there:
 * the site configuration with its errors (keyed.spec.ts), Security with the two-factor setup, the
 * sign-in's second step and a revision compared (account.spec.ts). Every test runs twice: as an
 * administrator in English, and as one in नेपाली, where each screen and state is also checked for
 * any English word but content and the names kept in Latin letters (docs/back-office.md, Languages).
 */

/**
 * The resources walked through their list, Add and Edit: every resource of the back office but
 * those with screens of their own, which the other tests below walk.
 */
const OWN_SCREENS = new Set([
  'about',
  'applications',
  'audit-log',
  'backups',
  'contact-messages',
  'site-settings',
  // A list and a subscriber's details, no form: the walk of the screens without one below.
  'subscribers',
  'uploads',
]);
const EDITABLE = Object.keys(RESOURCE_AREAS).filter((resource) => !OWN_SCREENS.has(resource));

/** Waits for the screen's title (the app bar's `h1`) and for its content: no progress bar or placeholder left. */
async function screenReady(page: Page) {
  await expect(page.locator('h1#react-admin-title')).not.toBeEmpty();
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
}

/** Saves the form and waits for its first error; gives the names of the inputs marked invalid. */
async function saveWithErrors(page: Page): Promise<string[]> {
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('.Mui-error').first()).toBeVisible();
  return page.locator('form [aria-invalid="true"][name]').evaluateAll((inputs) => inputs.map((i) => i.getAttribute('name') ?? ''));
}

/**
 * Empties the first of `required` the Edit form lets staff change (a space, which the rules read
 * as empty), once the record's value is in it, and saves: one error shown.
 */
async function saveEmptied(page: Page, required: string[]) {
  const editable = page.locator(required.map((name) => `form [name="${name}"]:not([readonly]):not([disabled])`).join(', ')).first();
  // The record's value is in the form: the Edit screen has taken over from the one before.
  await expect(editable).not.toHaveValue('');
  await editable.fill(' ');
  await saveWithErrors(page);
}

async function firstId(page: Page, resource: string): Promise<string | number> {
  const answer = await page.request.get(`/api/admin/${resource}?range=${encodeURIComponent('[0,0]')}`);
  expect(answer.ok(), `GET /api/admin/${resource}`).toBe(true);
  const [record] = (await answer.json()) as { id: string | number }[];
  expect(record, `a ${resource} record to edit`).toBeDefined();
  return record.id;
}

/** react-admin's notices. */
const NOTICE = '.MuiSnackbar-root';

/**
 * The checks of a screen in the test's language: axe, and in Nepali no English word, once every
 * request the screen made to the API has been answered (a list's sessions enabling a button, a
 * count replacing its placeholder).
 */
function screenChecks(page: Page, nepali: boolean) {
  const content = watchContent(page);
  const pending = new Set<object>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => void (isApi(r.url()) && pending.add(r)));
  page.on('requestfinished', (r) => void pending.delete(r));
  page.on('requestfailed', (r) => void pending.delete(r));
  return async (state: string) => {
    await expect.poll(() => pending.size, { message: `the API's answers to ${state}` }).toBe(0);
    // A notice hides itself after a few seconds, which may fall in the middle of a check: notices
    // are left out here and checked on their own, as they appear (the last test below).
    await expectAccessible(page, state, NOTICE);
    if (nepali) await content.expectNoEnglish(state);
  };
}

for (const [language, who] of [
  ['English', 'admin'],
  ['Nepali', 'nepali'],
] as const) {
  const nepali = who === 'nepali';
  const shown = nepali ? ', with no English word' : '';
  test.describe(language, () => {
    for (const resource of EDITABLE) {
      test(`${resource}: the list, Add and Edit, each form with its errors, pass axe${shown}`, async ({ page }) => {
        const check = screenChecks(page, nepali);
        await signIn(page, who, `/admin/${resource}`);
        await screenReady(page);
        await check(`${resource} list`);

        await openScreen(page, `/admin/${resource}/create`);
        await screenReady(page);
        const required = await saveWithErrors(page);
        await check(`${resource} Add, its errors shown`);

        await openScreen(page, `/admin/${resource}/${await firstId(page, resource)}`);
        await screenReady(page);
        await saveEmptied(page, required);
        await check(`${resource} Edit, an error shown`);
      });
    }

    test(`the dashboard, the messages, the audit log, the backups, the subscribers and one subscriber pass axe${shown}`, async ({
      page,
    }) => {
      const check = screenChecks(page, nepali);
      await signIn(page, who, '/admin');
      await screenReady(page);
      await check('dashboard');
      for (const screen of ['contact-messages', 'audit-log', 'backups', 'subscribers']) {
        await openScreen(page, `/admin/${screen}`);
        await screenReady(page);
        await check(screen);
      }
      await openScreen(page, `/admin/subscribers/${await firstId(page, 'subscribers')}/show`);
      await screenReady(page);
      await check('a subscriber');
    });

    test(`security, the site configuration, an unknown screen and the about page with an error pass axe${shown}`, async ({ page }) => {
      const check = screenChecks(page, nepali);
      await signIn(page, who, '/admin/security');
      for (const screen of ['security', 'site-configuration', 'no-such-screen']) {
        await openScreen(page, `/admin/${screen}`);
        await screenReady(page);
        await check(screen);
      }
      // Last: its error notice stays up a while and would fade out on the next screen's check.
      await openScreen(page, '/admin/about');
      await screenReady(page);
      await saveEmptied(page, ['title']);
      await check('about, its form with an error');
    });

    test(`the applications list and an application pass axe${shown}`, async ({ page }) => {
      const check = screenChecks(page, nepali);
      await signIn(page, who, '/admin/applications');
      await screenReady(page);
      await check('applications list');
      await openScreen(page, `/admin/applications/${await firstId(page, 'applications')}/show`);
      await screenReady(page);
      await check('an application');
    });

    test(`the media library and the media picker open in a form pass axe${shown}`, async ({ page }) => {
      const check = screenChecks(page, nepali);
      await signIn(page, who, '/admin/uploads');
      await screenReady(page);
      await check('media library');
      await openScreen(page, '/admin/team/create');
      await screenReady(page);
      await page.locator('form [data-testid="media-picker"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('media picker open');
    });

    test(`a success notice and an error notice keep their contrast${shown}`, async ({ page }) => {
      // The sign-in's welcome is a success notice; saving an empty Add form shows an error one.
      await signIn(page, who, '/admin/news/create');
      await expect(page.locator(NOTICE)).toBeVisible();
      await expectContrast(page, NOTICE, 'the sign-in notice');
      await expect(page.locator(NOTICE)).toHaveCount(0);
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator(NOTICE)).toBeVisible();
      await expectContrast(page, NOTICE, 'the form error notice');
    });
  });
}
