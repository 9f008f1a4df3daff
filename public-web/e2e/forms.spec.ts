import {
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  CERTIFICATE_VERIFY_MESSAGES,
  CONTACT_MESSAGES,
  PUBLIC_FORM_MESSAGES,
  REQUIRED_MESSAGES,
  SUBMISSION_GUARD,
} from '../../libs/shared/src/index';
import { NE_TEXTS } from '../../libs/shared/src/i18n/catalogue/ne';
import type { Locator, Page } from '@playwright/test';
import { AdminApi } from './support/admin-api';
import { CERTIFICATE, PROGRAMS } from './support/fixtures';
import { expect, pauseClock, runClockUntilVisible, test } from './support/test';

const toast = (page: Page) => page.locator('.toast');

/** Fills fields by their exact names: a select gets the option, any other field the text. */
async function fillFields(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.getByRole('textbox', { name, exact: true }).or(form.getByRole('combobox', { name, exact: true }));
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const VISITOR = { 'Your Name': 'Visitor', Email: 'visitor@example.com', Message: 'Hello' };

/**
 * The site's forms send how long they were open, and one sent sooner than a person can type is
 * taken for a bot (docs/behaviour.md). A test types in milliseconds: with the page's clock
 * installed before the page opens, this moves it on by the time a person takes.
 */
const takeTheTimeAPersonTakes = (page: Page) => page.clock.fastForward(SUBMISSION_GUARD.minElapsedMs + 1_000);

const APPLICANT = {
  Phone: '9800000000',
  Address: 'Lalitpur',
  Program: 'Plumber',
  Education: 'see_slc_pass',
  'Employment Status': 'unemployed',
  'Why do you want to join this program?': 'To work abroad.',
};

test.describe('application form', () => {
  test('lists the program, education and employment options', async ({ page }) => {
    await page.goto('/#apply');
    const form = page.getByRole('form', { name: 'Training application' });
    await expect(form.getByRole('combobox', { name: /^Program/ }).locator('option')).toHaveText([
      'Select a program',
      ...PROGRAMS.map((p) => p.title),
      'Other',
    ]);
    await expect(form.getByLabel('Education').locator('option')).toHaveText([
      'Select your education',
      'Illiterate',
      'Literate',
      'Grade 5 Pass',
      'Grade 8 Pass',
      'SEE/SLC Pass',
      '10+2 Pass',
      'Higher Education',
    ]);
    await expect(form.getByLabel('Employment Status').locator('option')).toHaveText([
      'Select your employment status',
      'Unemployed',
      'Employed',
      'Part-time Employed',
    ]);
  });

  test('shows the required-field messages and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (r) => r.url().endsWith('/api/applications') && (sent = true));
    await page.goto('/#apply');
    const form = page.getByRole('form', { name: 'Training application' });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [REQUIRED_MESSAGES.name, REQUIRED_MESSAGES.email, REQUIRED_MESSAGES.phone, REQUIRED_MESSAGES.program]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('submits, thanks the applicant and the application reaches the API', async ({ page, baseURL }) => {
    await page.clock.install();
    await page.goto('/#apply');
    const form = page.getByRole('form', { name: 'Training application' });
    const name = `Applicant ${Date.now()}`;
    await fillFields(form, { 'Full Name': name, Email: `applicant-${Date.now()}@example.com`, ...APPLICANT });
    await takeTheTimeAPersonTakes(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText(APPLICATION_MESSAGES.submitted);
    await expect(toast(page)).toContainText(APPLICATION_MESSAGES.submittedDescription);
    await expect(page.getByText('within 2-3 business days').last()).toBeVisible();
    const api = await AdminApi.signIn(baseURL!);
    const stored = (
      await api.get<{ name: string; program: string; education: string; experience: string }[]>('/api/admin/applications')
    ).find((a) => a.name === name);
    expect(stored).toMatchObject({ program: 'Plumber', education: 'see_slc_pass', experience: 'unemployed' });
    await page.getByRole('link', { name: 'Submit Another Application' }).click();
    await expect(page.getByRole('form', { name: 'Training application' }).getByLabel('Full Name')).toHaveValue('');
  });

  test('an application sent faster than a person can type is thanked like any other and stored nowhere', async ({ page, baseURL }) => {
    // The page's clock stands still, so the form was open for no time however long the typing takes here.
    await page.clock.setFixedTime(new Date());
    await page.goto('/#apply');
    const form = page.getByRole('form', { name: 'Training application' });
    const name = `Hasty ${Date.now()}`;
    await fillFields(form, { 'Full Name': name, Email: `hasty-${Date.now()}@example.com`, ...APPLICANT });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText(APPLICATION_MESSAGES.submitted);
    const api = await AdminApi.signIn(baseURL!);
    const stored = (await api.get<{ name: string }[]>('/api/admin/applications')).find((a) => a.name === name);
    expect(stored).toBeUndefined();
  });

  test('the honeypot field is out of sight, out of the tab order and hidden from screen readers', async ({ page }) => {
    await page.goto('/#apply');
    const form = page.getByRole('form', { name: 'Training application' });
    const trap = form.locator(`input[name="${SUBMISSION_GUARD.honeypotField}"]`);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(form.locator(`[aria-hidden="true"]:has(input[name="${SUBMISSION_GUARD.honeypotField}"])`)).toHaveCount(1);
    expect(await trap.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThan(0);
    await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  });

  test('while the site is briefly unavailable (503) the form keeps what was typed and says so', async ({ page }) => {
    await page.route('**/api/applications', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'Retry-After': '5' },
        json: { statusCode: 503, error: 'Service unavailable', message: 'The site is briefly unavailable. Please try again in a moment.' },
      }),
    );
    await page.goto('/#apply');
    const form = page.getByRole('form', { name: 'Training application' });
    await fillFields(form, { 'Full Name': 'Kept Typing', Email: 'kept@example.com', ...APPLICANT });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByTestId('form-unavailable')).toHaveText(PUBLIC_FORM_MESSAGES.unavailable);
    await expect(form.getByLabel('Full Name')).toHaveValue('Kept Typing');
    await expect(form.getByLabel('Email')).toHaveValue('kept@example.com');
    await expect(form.getByLabel('Why do you want to join this program?')).toHaveValue('To work abroad.');
  });

  test("shows the server's message when the application is refused", async ({ page }) => {
    await page.route('**/api/applications', (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, error: 'Too many requests', message: 'Too many requests' } }),
    );
    await page.goto('/#apply');
    const form = page.getByRole('form', { name: 'Training application' });
    await fillFields(form, { 'Full Name': 'Someone', Email: 'someone@example.com', Phone: '9800000001', Program: 'Other' });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText(APPLICATION_MESSAGES.failed);
    await expect(toast(page)).toContainText('Too many requests');
    await expect(form).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('validates, sends, clears and the message reaches the API', async ({ page, baseURL }) => {
    await page.clock.install();
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Subject').locator('option')).toHaveText([
      'General Inquiry',
      'Training Program',
      'Application Support',
      'Partnership',
    ]);
    await expect(form.getByLabel('Subject')).toHaveValue('General Inquiry');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(REQUIRED_MESSAGES.name)).toBeVisible();
    await expect(form.getByText(REQUIRED_MESSAGES.message)).toBeVisible();
    const message = `Do you run evening classes? ${Date.now()}`;
    await fillFields(form, { ...VISITOR, Subject: 'Training Program', Message: message });
    await takeTheTimeAPersonTakes(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText(CONTACT_MESSAGES.sent);
    await expect(toast(page)).toContainText(CONTACT_MESSAGES.sentDescription);
    await expect(form.getByLabel('Message')).toHaveValue('');
    const api = await AdminApi.signIn(baseURL!);
    const stored = (await api.get<{ message: string; subject: string }[]>('/api/admin/contact-messages')).find(
      (m) => m.message === message,
    );
    expect(stored?.subject).toBe('Training Program');
  });

  test("shows the server's message when sending fails, one toast at a time", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal server error', message: 'Internal server error' } }),
    );
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillFields(form, VISITOR);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText(CONTACT_MESSAGES.failed);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Internal server error');
  });

  test('a toast disappears after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/contact', (route) => route.fulfill({ json: { success: true } }));
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillFields(form, VISITOR);
    await pauseClock(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await runClockUntilVisible(page, toast(page));
    await page.clock.runFor(4900);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe('certificate verification', () => {
  test('requires both fields', async ({ page }) => {
    await page.goto('/certificate-verify');
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.certificateNumberRequired)).toBeVisible();
    await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.dateOfBirthRequired)).toBeVisible();
  });

  test('shows the details of a genuine certificate', async ({ page }) => {
    await page.goto('/certificate-verify');
    await page.getByLabel('Certificate Number').fill(CERTIFICATE.certificateNumber);
    await page.getByLabel('Date of Birth').fill(CERTIFICATE.dateOfBirth);
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.verified)).toBeVisible();
    const details = page.getByTestId('certificate-details');
    for (const text of [
      CERTIFICATE.name,
      CERTIFICATE.fatherName,
      CERTIFICATE.courseTaken,
      'March 15, 2024',
      CERTIFICATE.certificateNumber,
      'Yes',
      CERTIFICATE.projectOfficeName,
    ]) {
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('fills the number from ?number= (a certificate QR code) and still asks the date of birth', async ({ page }) => {
    await page.goto(`/certificate-verify?number=${encodeURIComponent(CERTIFICATE.certificateNumber)}`);
    await expect(page.getByLabel('Certificate Number')).toHaveValue(CERTIFICATE.certificateNumber);
    await expect(page.getByLabel('Date of Birth')).toHaveValue('');
    await page.getByLabel('Date of Birth').fill(CERTIFICATE.dateOfBirth);
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.verified)).toBeVisible();
  });

  test('shows the failure panel with its checklist for a wrong date of birth', async ({ page }) => {
    await page.goto('/certificate-verify');
    await page.getByLabel('Certificate Number').fill(CERTIFICATE.certificateNumber);
    await page.getByLabel('Date of Birth').fill('1999-01-01');
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await expect(page.getByText(CERTIFICATE_VERIFY_MESSAGES.failed)).toBeVisible();
    await expect(page.getByRole('heading', { name: CERTIFICATE_VERIFY_MESSAGES.notFound })).toBeVisible();
    await expect(page.locator('.result-failure li')).toHaveCount(4);
  });
});

test('a refused verification call shows its message, not the Certificate Not Found panel', async ({ page }) => {
  await page.route('**/api/certificates/verify', (route) =>
    route.fulfill({
      status: 429,
      json: {
        statusCode: 429,
        error: 'Too many attempts. Please wait a few minutes and try again.',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      },
    }),
  );
  await page.goto('/certificate-verify');
  await page.getByLabel('Certificate Number').fill(CERTIFICATE.certificateNumber);
  await page.getByLabel('Date of Birth').fill(CERTIFICATE.dateOfBirth);
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expect(page.getByTestId('verify-error')).toContainText('Too many attempts. Please wait a few minutes and try again.');
  await expect(page.getByRole('heading', { name: CERTIFICATE_VERIFY_MESSAGES.notFound })).toHaveCount(0);
});

test.describe('the forms on Nepali pages', () => {
  const ne = NE_TEXTS;

  test('the contact form says its required fields in Nepali', async ({ page }) => {
    await page.goto('/ne#contact');
    const form = page.getByRole('form', { name: ne.contact.formLabel });
    await form.getByRole('button', { name: ne.contact.send }).click();
    for (const message of [ne.formMessages['required.name'], ne.formMessages['required.email'], ne.formMessages['required.message']]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText(REQUIRED_MESSAGES.name)).toHaveCount(0);
  });

  test("the server's refusals are the catalogue's Nepali texts by their code, one without a known code a Nepali sentence", async ({
    page,
  }) => {
    await page.route('**/api/applications', (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, error: 'Too many requests', message: 'Too many requests' } }),
    );
    await page.goto('/ne#apply');
    const form = page.getByRole('form', { name: ne.apply.formLabel });
    await form.getByRole('textbox', { name: ne.apply.name }).fill('कोही');
    await form.getByLabel(ne.apply.email).fill('someone@example.com');
    await form.getByLabel(ne.apply.phone).fill('9800000001');
    await form.getByRole('combobox', { name: ne.apply.program }).selectOption('Other');
    await form.getByRole('button', { name: ne.apply.submit }).click();
    await expect(toast(page)).toContainText(ne.formMessages['application.failed']);
    await expect(toast(page)).toContainText(ne.forms.unknownMessage);
    await expect(toast(page)).not.toContainText('Too many requests');

    const refusal = AUTH_MESSAGES.tooManyAttempts;
    await page.route('**/api/certificates/verify', (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, code: 'auth.tooManyAttempts', error: refusal, message: refusal } }),
    );
    await page.goto('/ne/certificate-verify');
    await page.getByLabel(ne.certificate.number).fill(CERTIFICATE.certificateNumber);
    await page.getByLabel(ne.certificate.dateOfBirth).fill(CERTIFICATE.dateOfBirth);
    await page.getByRole('button', { name: ne.certificate.verify }).click();
    await expect(page.getByTestId('verify-error')).toContainText(ne.formMessages['auth.tooManyAttempts']);
    await expect(page.getByTestId('verify-error')).not.toContainText(refusal);
  });
});
