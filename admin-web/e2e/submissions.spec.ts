import { applicationEmailSubject, mailtoLink, replySubject } from '@institute/shared';
import { expect, notice, signIn, test } from './support/fixtures';

test('contact messages: counts, status selector, Reply draft and delete after the confirm', async ({ page }) => {
  const subject = 'Partnership';
  const name = `Hari ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email: 'hari@example.com', subject, message: 'We would like to partner.' },
  });
  expect(sent.ok()).toBe(true);
  await signIn(page, 'editor', '/admin/contact-messages');
  for (const label of ['Total Messages', 'Unread', 'Read', 'Replied']) await expect(page.getByTestId(`count-${label}`)).toBeVisible();
  const card = page.getByTestId('record-card').filter({ hasText: name });
  await expect(card.getByTestId('status-badge')).toHaveText('Unread');
  await expect(card.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', mailtoLink('hari@example.com', replySubject(subject)));
  await card.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'replied' }).click();
  await expect(notice(page, 'Message updated successfully')).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('Replied');
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this message?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'Message deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('applications: details with notes, Approve, and the Email Applicant draft', async ({ page }) => {
  const name = `Sunita ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/applications', {
    data: { name, email: 'sunita@example.com', phone: '9800000000', program: 'Plumber' },
  });
  expect(sent.ok()).toBe(true);
  await signIn(page, 'admin');
  await expect(page.getByText(name)).toBeVisible(); // recent applications on the dashboard
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  for (const label of ['Total Applications', 'Pending Review', 'Approved', 'Rejected'])
    await expect(page.getByTestId(`count-${label}`)).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: name });
  await expect(row.getByTestId('status-badge')).toHaveText('Pending');
  await row.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('link', { name: 'Email Applicant' })).toHaveAttribute(
    'href',
    mailtoLink('sunita@example.com', applicationEmailSubject('Plumber')),
  );
  await page.getByRole('textbox', { name: 'Review notes' }).fill('Documents verified.');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(notice(page, 'Application updated successfully')).toBeVisible();
  await expect(page.getByTestId('status-badge').first()).toHaveText('Approved');
  const stored = await (await page.request.get(`/api/admin/applications/${page.url().split('/').at(-2)}`)).json();
  expect(stored).toMatchObject({ status: 'approved', notes: 'Documents verified.' });
});
