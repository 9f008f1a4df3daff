import { readFile } from 'node:fs/promises';
import { CERTIFICATE_IMPORT_FIELDS, CERTIFICATE_IMPORT_MESSAGES, REQUIRED_MESSAGES } from '@institute/shared';
import { expect, notice, openScreen, signIn, startSession, test } from './support/fixtures';

test('exports the certificates the list shows as a CSV download with a BOM', async ({ page }) => {
  await startSession(page, 'editor');
  const batch = `EX${Date.now().toString(36).toUpperCase()}`;
  for (const [i, name] of ['राम थापा', 'Sita Rai'].entries()) {
    const res = await page.request.post('/api/admin/certificates', {
      data: {
        name,
        fatherName: 'Father',
        courseTaken: 'Electrician',
        duration: '390 hours',
        trainingDate: '2025-01-15',
        dateOfBirth: '2000-05-01',
        certificateNumber: `${batch}-${i}`,
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/admin/certificates');
  await page.getByPlaceholder(/Search/).fill(batch);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^certificates-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFcertificateNumber,')).toBe(true);
  const rows = csv.trim().split('\r\n').slice(1);
  expect(rows).toHaveLength(2);
  expect(csv).toContain(`${batch}-0,राम थापा,`);
  expect(csv).not.toContain('2000-05-01');
});

test('imports certificates: template, a preview of the errors by row, then the import and its notice', async ({ page }) => {
  await signIn(page, 'editor', '/admin/certificates');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import certificates' });
  await expect(dialog.getByRole('link', { name: 'Download the template' })).toHaveAttribute('download', 'certificates-template.csv');
  const batch = `IM${Date.now().toString(36).toUpperCase()}`;
  const header = CERTIFICATE_IMPORT_FIELDS.join(',');
  const row = (n: number, name = `Trainee ${n}`) => `${name},Father,Plumber,390 hours,2025-01-15,2001-04-17,${batch}-${n},false,`;
  const file = (...rows: string[]) => ({ name: 'batch.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });

  await dialog.getByLabel('CSV file').setInputFiles(file(row(1), row(2, ''), row(3)));
  const errors = dialog.getByRole('table', { name: 'Import errors' });
  await expect(errors.getByRole('row').nth(1)).toHaveText(['3', 'name', REQUIRED_MESSAGES.name].join(''));
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

  await dialog.getByLabel('CSV file').setInputFiles(file(row(1), row(2), row(3)));
  await expect(dialog.getByText('3 certificates ready to import')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(notice(page, CERTIFICATE_IMPORT_MESSAGES.imported(3))).toBeVisible();
  await page.getByPlaceholder(/Search/).fill(batch);
  await expect(page.locator('tbody tr')).toHaveCount(3);
});

test('shows a certificate QR code on its edit screen, with a download', async ({ page }) => {
  await startSession(page, 'admin');
  const res = await page.request.post('/api/admin/certificates', {
    data: {
      name: 'QR Holder',
      fatherName: 'Father',
      courseTaken: 'Electrician',
      duration: '390 hours',
      trainingDate: '2025-01-15',
      dateOfBirth: '2000-05-01',
      certificateNumber: `QR-${Date.now().toString(36)}`,
    },
  });
  const { id, certificateNumber } = await res.json();
  await page.goto(`/admin/certificates/${id}`);
  const image = page.getByRole('img', { name: `QR code of certificate ${certificateNumber}` });
  await expect(image).toBeVisible();
  // The image loaded: the browser knows its size only then.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download QR code' }).click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${certificateNumber}-qr.svg`);
});

test('Activity lists who did what with its filters, and an edit screen shows the record’s history', async ({ page }) => {
  await startSession(page, 'admin');
  const name = `Audit ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/team', { data: { name, position: 'Trainer' } });
  const { id } = await created.json();
  expect((await page.request.put(`/api/admin/team/${id}`, { data: { position: 'Senior Trainer' } })).ok()).toBe(true);

  await page.goto('/admin/audit-log');
  await page.getByRole('textbox', { name: 'Entity' }).fill('team');
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: 'position: Trainer → Senior Trainer' })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'create', exact: true }).click();
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Senior Trainer' })).toHaveCount(0);
  await page.getByLabel('To', { exact: true }).fill('2000-01-01');
  await expect(rows).toHaveCount(0);

  await openScreen(page, `/admin/team/${id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByLabel('Activity');
  await expect(history.getByText(/admin · update/)).toBeVisible();
  await expect(history.getByText(/admin · create/)).toBeVisible();
});

test('approves the selected applications at once', async ({ page }) => {
  const batch = `Bulk ${Date.now().toString(36)}`;
  for (const n of [1, 2]) {
    const sent = await page.request.post('/api/applications', {
      data: { name: `${batch} ${n}`, email: `bulk${n}@example.com`, phone: '9800000000', program: 'Plumber' },
    });
    expect(sent.ok()).toBe(true);
  }
  await signIn(page, 'editor', '/admin/applications');
  await page.getByPlaceholder('Search').fill(batch);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(rows.getByTestId('status-badge')).toHaveText(['Approved', 'Approved']);
});
