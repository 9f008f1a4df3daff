import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from '@institute/shared';
import type { Page } from '@playwright/test';
import { expect, field, notice, startSession, test } from './support/fixtures';

test.beforeEach(({ page }) => startSession(page, 'admin'));

/** Adds a certificate through the API, as the signed-in admin. */
async function addCertificate(page: Page, fields: { name: string; certificateNumber: string }) {
  const res = await page.request.post('/api/admin/certificates', {
    data: {
      fatherName: `Father of ${fields.name}`,
      courseTaken: 'Electrician',
      duration: '390 hours',
      trainingDate: '2025-01-15',
      dateOfBirth: '2000-05-01',
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
}

test('searches and pages the certificates 20 at a time', async ({ page }) => {
  const batch = `PG${Date.now().toString(36).toUpperCase()}`;
  for (let i = 1; i <= 23; i++) {
    await addCertificate(page, { name: `Trainee ${i}`, certificateNumber: `${batch}-${String(i).padStart(3, '0')}` });
  }
  await page.goto('/admin/certificates');
  await page.getByPlaceholder(/Search/).fill(batch);
  await expect(page.getByText(/^1-20 of 23$/)).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(20);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^21-23 of 23$/)).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(3);

  await page.getByPlaceholder(/Search/).fill(`${batch}-007`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText('Trainee 7');

  await page.getByPlaceholder(/Search/).fill('no-such-certificate-anywhere');
  await expect(page.getByText('No certificates found')).toBeVisible();
});

test('re-orders the certificates by the column header clicked', async ({ page }) => {
  const batch = `SO${Date.now().toString(36).toUpperCase()}`;
  // Added in this order, so the usual newest-first list shows Chitra, Anil, Bina.
  for (const [i, name] of ['Bina', 'Anil', 'Chitra'].entries()) {
    await addCertificate(page, { name: `${name} ${batch}`, certificateNumber: `${batch}-${i}` });
  }
  await page.goto('/admin/certificates');
  await page.getByPlaceholder(/Search/).fill(batch);
  const names = page.locator('tbody tr td:nth-child(2)');
  await expect(names).toHaveText([`Chitra ${batch}`, `Anil ${batch}`, `Bina ${batch}`]);

  const header = (label: string) => page.locator('thead').getByText(label, { exact: true });
  const nameHeader = header('Name');
  await nameHeader.click();
  await expect(names).toHaveText([`Anil ${batch}`, `Bina ${batch}`, `Chitra ${batch}`]);
  await nameHeader.click();
  await expect(names).toHaveText([`Chitra ${batch}`, `Bina ${batch}`, `Anil ${batch}`]);

  await header('Certificate No.').click();
  await expect(names).toHaveText([`Bina ${batch}`, `Anil ${batch}`, `Chitra ${batch}`]);
});

test('adds, edits and deletes a certificate with its form rules', async ({ page }) => {
  const number = `CT-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/admin/certificates');
  await page.getByRole('link', { name: 'Add Certificate' }).click();
  await field(page, 'Duration').fill(' '); // only spaces count as empty
  await expect(field(page, 'Project/Office Name')).toBeDisabled();
  await page.getByLabel('Donor Funded').check();
  await expect(field(page, 'Project/Office Name')).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(REQUIRED_MESSAGES.projectOfficeName)).toBeVisible();
  for (const message of [
    REQUIRED_MESSAGES.name,
    REQUIRED_MESSAGES.fatherName,
    REQUIRED_MESSAGES.courseTaken,
    REQUIRED_MESSAGES.duration,
    REQUIRED_MESSAGES.trainingDate,
    REQUIRED_MESSAGES.dateOfBirth,
    REQUIRED_MESSAGES.certificateNumber,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await field(page, 'Name').fill('Maya Gurung');
  await field(page, "Father's name").fill('Bir Bahadur Gurung');
  await field(page, 'Course taken').fill('Plumber');
  await field(page, 'Duration').fill('390 hours');
  await page.getByLabel('Training date').fill('1899-12-31');
  await page.getByLabel('Date of birth').fill('2001-02-03');
  await field(page, 'Certificate number').fill(number);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CONTENT_MESSAGES.dateBefore1900)).toBeVisible();
  await page.getByLabel('Training date').fill('2025-03-10');
  await field(page, 'Project/Office Name').fill('Skills for Employment Programme');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Certificate created successfully')).toBeVisible();

  await page.getByPlaceholder(/Search/).fill(number);
  // The search is applied (the list holds only this row), so its URL change cannot undo the click on Edit.
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = page.locator('tbody tr').filter({ hasText: number });
  await expect(row).toContainText('Maya Gurung');
  await row.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Course taken').fill('Plumber (Level 1)');
  await page.getByRole('button', { name: 'Save' }).click(); // an empty date of birth keeps the stored one
  await expect(notice(page, 'Certificate updated successfully')).toBeVisible();
  await page.getByPlaceholder(/Search/).fill(number);
  await expect(row).toContainText('Plumber (Level 1)');

  // The stored date of birth still verifies.
  const verify = await page.request.post('/api/certificates/verify', { data: { certificateNumber: number, dateOfBirth: '2001-02-03' } });
  expect(verify.status()).toBe(200);

  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this certificate?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'Certificate deleted successfully')).toBeVisible();
  await expect(page.getByText('No certificates found')).toBeVisible();
});

test('says so when the certificates cannot be loaded', async ({ page }) => {
  await page.route(/\/api\/admin\/certificates\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal server error', message: 'Internal server error' }),
    }),
  );
  await page.goto('/admin/certificates');
  // react-query retries a failed read before the list reports it.
  await expect(notice(page, 'Failed to fetch certificates')).toBeVisible({ timeout: 20_000 });
  await expect(notice(page, 'Internal server error')).toBeVisible();
});
