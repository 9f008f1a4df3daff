import type { Page } from '@playwright/test';
import { expectAccessible } from '../../e2e-support/axe';
import { expect, openScreen, signIn, test } from './support/fixtures';

/**
 * The back office checked by axe (docs/back-office.md, Accessibility): every screen at a desktop's
 * width, each form with its errors shown, the media picker open. One test per resource walks its
 * screens in one load of the app, as staff move through them; each check names the screen and its
 * state. Where another test already has a screen open in the state checked, the check runs there:
 * the site configuration with its errors (keyed.spec.ts), Security with the two-factor setup, the
 * sign-in's second step and a revision compared (account.spec.ts).
 */

/** The resources with a list, an Add and an Edit screen, and a required field of each (its input's name). */
const EDITABLE = {
  news: 'title',
  team: 'name',
  statistics: 'value',
  donors: 'name',
  programs: 'title',
  'training-openings': 'title',
  'hero-slides': 'title',
  projects: 'title',
  downloads: 'title',
  certificates: 'name',
  users: 'username',
};

/** Waits for the screen's title (the app bar's `h1`) and for its content: no progress bar or placeholder left. */
async function screenReady(page: Page) {
  await expect(page.locator('h1#react-admin-title')).not.toBeEmpty();
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
}

/** Saves the form and waits for its first error; `empty`, a required field emptied first (a space, which the rules read as empty). */
async function saveWithErrors(page: Page, empty?: string) {
  if (empty) {
    const input = page.locator(`form [name="${empty}"]`);
    // The record's value is in the form: the Edit screen has taken over from the one before.
    await expect(input).not.toHaveValue('');
    await input.fill(' ');
  }
  await page.locator('form').getByRole('button', { name: /^Save/ }).click();
  await expect(page.locator('.Mui-error').first()).toBeVisible();
}

async function firstId(page: Page, resource: string): Promise<string | number> {
  const answer = await page.request.get(`/api/admin/${resource}?range=${encodeURIComponent('[0,0]')}`);
  expect(answer.ok(), `GET /api/admin/${resource}`).toBe(true);
  const [record] = (await answer.json()) as { id: string | number }[];
  expect(record, `a ${resource} record to edit`).toBeDefined();
  return record.id;
}

for (const [resource, required] of Object.entries(EDITABLE)) {
  test(`${resource}: the list, Add and Edit, each form with its errors, pass axe`, async ({ page }) => {
    await signIn(page, 'admin', `/admin/${resource}`);
    await screenReady(page);
    await expectAccessible(page, `${resource} list`);

    await openScreen(page, `/admin/${resource}/create`);
    await screenReady(page);
    await saveWithErrors(page);
    await expectAccessible(page, `${resource} Add, its errors shown`);

    await openScreen(page, `/admin/${resource}/${await firstId(page, resource)}`);
    await screenReady(page);
    await saveWithErrors(page, required);
    await expectAccessible(page, `${resource} Edit, an error shown`);
  });
}

test('the dashboard, the about page with an error, the messages, the audit log, the backups and an unknown screen pass axe', async ({
  page,
}) => {
  await signIn(page, 'admin', '/admin');
  await screenReady(page);
  await expectAccessible(page, 'dashboard');
  await openScreen(page, '/admin/about');
  await screenReady(page);
  await saveWithErrors(page, 'title');
  await expectAccessible(page, 'about, its form with an error');
  for (const screen of ['contact-messages', 'audit-log', 'backups', 'no-such-screen']) {
    await openScreen(page, `/admin/${screen}`);
    await screenReady(page);
    await expectAccessible(page, screen);
  }
});

test('the applications list and an application pass axe', async ({ page }) => {
  await signIn(page, 'admin', '/admin/applications');
  await screenReady(page);
  await expectAccessible(page, 'applications list');
  await openScreen(page, `/admin/applications/${await firstId(page, 'applications')}/show`);
  await screenReady(page);
  await expectAccessible(page, 'an application');
});

test('the media library and the media picker open in a form pass axe', async ({ page }) => {
  await signIn(page, 'admin', '/admin/uploads');
  await screenReady(page);
  await expectAccessible(page, 'media library');
  await openScreen(page, '/admin/team/create');
  await screenReady(page);
  await page.getByRole('button', { name: 'Choose from media library: Photo URL' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'media picker open');
});
