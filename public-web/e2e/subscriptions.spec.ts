import type { Page } from '@playwright/test';
import { expectAccessible } from '../../e2e-support/axe';
import { formShownAt } from '../../e2e-support/server';
import { EN_TEXTS } from '../../libs/shared/src/i18n/catalogue/en';
import { MESSAGES_NE, NE_TEXTS } from '../../libs/shared/src/i18n/catalogue/ne';
import { SUBSCRIPTION_ANSWERS, SUBSCRIPTION_MESSAGES } from '../../libs/shared/src/index';
import { NEWS } from './support/fixtures';
import { tokenFor } from './support/mail';
import { expect, takenOver, test } from './support/test';

/**
 * E-mail subscriptions on the public site (docs/public-site.md, E-mail subscriptions): the form
 * in each language and without JavaScript, and the pages its mails link to, without JavaScript.
 * What the API does with a subscription (the mails, the tokens' rules) is the API suite's.
 */

const en = EN_TEXTS;
const ne = NE_TEXTS;

/**
 * The page at `path` as if the server had shown its forms 10 seconds ago: the bot trap counts a
 * form posted without JavaScript from the time the server signed into it (docs/behaviour.md),
 * and a test types in milliseconds.
 */
async function showFormsEarlier(page: Page, path: string) {
  const stamp = formShownAt(Date.now() - 10_000);
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/name="formShownAt" value="[^"]*"/g, `name="formShownAt" value="${stamp}"`);
      await route.fulfill({ response, body });
    },
  );
}

/** The body of the next `POST /api/subscriptions` the page sends. */
const nextSubscription = (page: Page) =>
  page
    .waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/subscriptions')
    .then((request) => request.postDataJSON() as Record<string, unknown>);

test('subscribes in Nepali from the home page: sent as JSON, answered in place in Nepali, the mails in Nepali by default', async ({
  page,
}) => {
  await page.goto('/ne#subscribe');
  const form = page.getByRole('form', { name: ne.subscribe.formLabel });
  await takenOver(form);
  await expect(form.getByLabel(ne.subscribe.language)).toHaveValue('ne');
  for (const label of [ne.news.tabNews, ne.news.tabNotices, ne.news.tabResults]) await form.getByLabel(label, { exact: true }).uncheck();
  await form.getByRole('button', { name: ne.subscribe.submit }).click();
  await expect(form.getByText(MESSAGES_NE['required.email'])).toBeVisible();
  await expect(form.getByText(MESSAGES_NE['subscription.noCategory'])).toBeVisible();
  await expect(form.getByLabel(ne.subscribe.email)).toBeFocused();
  await expectAccessible(page, 'subscription form errors, both');
  const email = `sub-ne-${Date.now()}@example.com`;
  await form.getByLabel(ne.subscribe.email).fill(email);
  await form.getByLabel(ne.news.tabNotices, { exact: true }).check();
  const sent = nextSubscription(page);
  await form.getByRole('button', { name: ne.subscribe.submit }).click();
  expect(await sent).toMatchObject({ email, categories: ['notice'], locale: 'ne' });
  await expect(form.getByRole('status')).toHaveText(SUBSCRIPTION_ANSWERS.ne);
  await expect(form.getByLabel(ne.subscribe.email)).toHaveValue('');
});

test('subscribes in English under an article: all categories by default, the mails in English', async ({ page }) => {
  await page.goto(`/news/${NEWS.admissions.slug}#subscribe`);
  const form = page.getByRole('form', { name: en.subscribe.formLabel });
  await takenOver(form);
  const email = `sub-en-${Date.now()}@example.com`;
  await form.getByLabel(en.subscribe.email).fill(email);
  const sent = nextSubscription(page);
  await form.getByRole('button', { name: en.subscribe.submit }).click();
  expect(await sent).toMatchObject({ email, categories: ['news', 'notice', 'result'], locale: 'en' });
  await expect(form.getByRole('status')).toHaveText(SUBSCRIPTION_MESSAGES.received);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('subscribes from News & Notices, confirms, changes and leaves: each a form post answered 303, the links carrying only a token', async ({
    page,
    server,
    browser,
    baseURL,
  }) => {
    const email = `sub-nojs-${Date.now()}@example.com`;
    const subscribe = async () => {
      await page.goto('/news-notices');
      const form = page.getByRole('form', { name: en.subscribe.formLabel });
      await form.getByLabel(en.subscribe.email).fill(email);
      await form.getByLabel(en.news.tabResults, { exact: true }).uncheck();
      await form.getByLabel(en.subscribe.language).selectOption('ne');
      await form.getByRole('button', { name: en.subscribe.submit }).click();
      await expect(page).toHaveURL(/\/news-notices\?sent=subscribe#subscribe$/);
      await expect(page.getByRole('status')).toHaveText(SUBSCRIPTION_MESSAGES.received);
    };
    await showFormsEarlier(page, '/news-notices');
    await subscribe();

    // The confirmation mail, in the language chosen, opens the Nepali confirm page; only its button confirms.
    const confirmToken = await tokenFor(server.outboxDir, email, /\/ne\/subscriptions\/confirm\?token=([A-Za-z0-9_-]+)/);
    await page.goto(`/ne/subscriptions/confirm?token=${confirmToken}`);
    await page.getByRole('button', { name: ne.subscriptionPages.confirmButton }).click();
    await expect(page).toHaveURL(/\/ne\/subscriptions\/confirmed$/);
    await expect(page.getByRole('status')).toHaveText(MESSAGES_NE['subscription.confirmed']);
    // A link used once says so, with the way to subscribe again.
    await page.goto(`/ne/subscriptions/confirm?token=${confirmToken}`);
    await page.getByRole('button', { name: ne.subscriptionPages.confirmButton }).click();
    await expect(page.getByRole('heading', { name: ne.subscriptionPages.invalidTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: ne.subscriptionPages.subscribeAgain })).toHaveAttribute('href', '/ne#subscribe');

    // Subscribing again a confirmed address mails its manage link instead.
    await subscribe();
    const manageToken = await tokenFor(server.outboxDir, email, /\/subscriptions\/manage\?token=([A-Za-z0-9_-]+)/);
    const manage = `/subscriptions/manage?token=${manageToken}`;
    await page.goto(manage);
    const changes = page.getByRole('form', { name: en.subscriptionPages.manageTitle });
    await expect(changes.getByLabel(en.news.tabNews, { exact: true })).toBeChecked();
    await expect(changes.getByLabel(en.news.tabResults, { exact: true })).not.toBeChecked();
    await expect(changes.getByLabel('नेपाली')).toBeChecked();
    // The page runs no script: axe (which needs one) reads the same page in a browser with JavaScript.
    const withScripts = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const seen = await withScripts.newPage();
    await seen.goto(`/ne${manage}`);
    await expect(seen.getByRole('button', { name: ne.subscriptionPages.unsubscribe })).toBeVisible();
    await expectAccessible(seen, 'manage page');
    await withScripts.close();
    // No category: refused (422), the choices kept.
    for (const label of [en.news.tabNews, en.news.tabNotices]) await changes.getByLabel(label, { exact: true }).uncheck();
    await changes.getByRole('button', { name: en.subscriptionPages.save }).click();
    await expect(changes.getByText(SUBSCRIPTION_MESSAGES.noCategory)).toBeVisible();
    await changes.getByLabel(en.news.tabResults, { exact: true }).check();
    await changes.getByLabel('English').check();
    await changes.getByRole('button', { name: en.subscriptionPages.save }).click();
    await expect(page).toHaveURL(`${manage}&sent=saved`);
    await expect(page.getByRole('status')).toHaveText(SUBSCRIPTION_MESSAGES.saved);
    await expect(changes.getByLabel(en.news.tabResults, { exact: true })).toBeChecked();
    await expect(changes.getByLabel(en.news.tabNews, { exact: true })).not.toBeChecked();
    await expect(changes.getByLabel('English')).toBeChecked();

    // One click, no confirmation; the link then works no more.
    await page.getByRole('button', { name: en.subscriptionPages.unsubscribe }).click();
    await expect(page).toHaveURL(/\/subscriptions\/unsubscribed$/);
    await expect(page.getByRole('status')).toHaveText(SUBSCRIPTION_MESSAGES.unsubscribed);
    await page.goto(manage);
    await expect(page.getByRole('heading', { name: en.subscriptionPages.invalidTitle })).toBeVisible();
  });
});
