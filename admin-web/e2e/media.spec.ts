import { UPLOAD_MESSAGES } from '@institute/shared';
import type { Page } from '@playwright/test';
import { phonePhoto } from '../../e2e-support/photos.mjs';
import { expect, field, notice, signIn, startSession, test } from './support/fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Uploads a file as the signed-in user; answers its id and URL. */
async function upload(page: Page, name: string, buffer: Buffer = PNG, mimeType = 'image/png') {
  const res = await page.request.post('/api/admin/uploads', { multipart: { file: { name, mimeType, buffer } } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

/**
 * The Media screen showing the files whose name contains `text`, once the search has been
 * applied: the search waits for a pause in the typing, and a list read still on its way when a
 * file is deleted would bring the deleted file back.
 */
async function openMedia(page: Page, text: string) {
  await page.goto('/admin/uploads');
  const searched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/admin/uploads' && JSON.parse(new URL(r.url()).searchParams.get('filter') ?? '{}').q === text,
  );
  await page.getByPlaceholder('Search by file name').fill(text);
  await searched;
  await expect(page.getByTestId('record-card').filter({ hasText: text }).first()).toBeVisible();
}

const stamp = () => Date.now().toString(36);

test('the Media screen lists an upload with its preview, uploader and users', async ({ page }) => {
  await startSession(page, 'editor');
  const s = stamp();
  await upload(page, `campus-${s}.png`);
  await upload(page, `prospectus-${s}.pdf`, PDF, 'application/pdf');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Media' }).click();
  await page.getByPlaceholder('Search by file name').fill(s);
  const image = page.getByTestId('record-card').filter({ hasText: `campus-${s}.png` });
  await expect(image.getByRole('img', { name: `campus-${s}.png` })).toBeVisible();
  await expect(image).toContainText('Uploaded by editor1');
  await expect(image.getByTestId('not-used')).toBeVisible();
  const pdf = page.getByTestId('record-card').filter({ hasText: `prospectus-${s}.pdf` });
  await expect(pdf.getByTestId('file-icon')).toBeVisible();
});

test('deletes an unused file after the confirm, and its URL then answers 404', async ({ page }) => {
  await startSession(page, 'editor');
  const name = `unused-${stamp()}.png`;
  const { url } = await upload(page, name);
  await openMedia(page, name);
  const card = page.getByTestId('record-card').filter({ hasText: name });
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this file?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'File deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});

test('refusing to delete a used file shows which records use it', async ({ page }) => {
  await startSession(page, 'editor');
  const s = stamp();
  const name = `used-${s}.png`;
  const { url } = await upload(page, name);
  const news = await page.request.post('/api/admin/news', {
    data: { title: `Admissions open ${s}`, excerpt: 'Apply now', content: 'Forms at the office', imageUrls: [url] },
  });
  expect(news.status()).toBe(201);
  await openMedia(page, name);
  const card = page.getByTestId('record-card').filter({ hasText: name });
  await expect(card.getByTestId('used-by')).toHaveText(`News 'Admissions open ${s}'`);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, `Used by: News 'Admissions open ${s}'`)).toBeVisible();
  await expect(card).toHaveCount(1);
  expect((await page.request.get(url)).status()).toBe(200);
});

test('a news image can be chosen from the media library instead of uploaded again', async ({ page }) => {
  await startSession(page, 'editor');
  const s = stamp();
  const name = `pick-${s}.png`;
  const { url } = await upload(page, name);
  await page.goto('/admin/news/create');
  await field(page, 'Title').fill(`Picked image ${s}`);
  await field(page, 'Excerpt').fill('With a picture from the library.');
  await field(page, 'Content').fill('Body text.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Choose from media library: Image URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Media library' });
  await dialog.getByLabel('Search by file name').fill(s);
  await dialog.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field(page, 'Image URL').first()).toHaveValue(url);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'News created successfully')).toBeVisible();
  const saved = await page.request.get(`/api/admin/news?filter=${encodeURIComponent(JSON.stringify({ q: `Picked image ${s}` }))}`);
  expect((await saved.json())[0].imageUrls).toEqual([url]);
});

test('marks the selected contact messages read at once', async ({ page }) => {
  const s = stamp();
  for (const n of [1, 2]) {
    const sent = await page.request.post('/api/contact', {
      data: { name: `Bulk ${s} ${n}`, email: `bulk${n}@example.com`, subject: 'Partnership', message: 'Please call me back.' },
    });
    expect(sent.ok()).toBe(true);
  }
  await signIn(page, 'editor', '/admin/contact-messages');
  const cards = page.getByTestId('record-card').filter({ hasText: `Bulk ${s}` });
  await expect(cards.getByTestId('status-badge')).toHaveText(['Unread', 'Unread']);
  for (const n of [1, 2]) await page.getByRole('checkbox', { name: `Select the message from Bulk ${s} ${n}` }).check();
  await page.getByRole('button', { name: 'Mark read' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(cards.getByTestId('status-badge')).toHaveText(['Read', 'Read']);
});

test('the Media screen shows the 320 px WebP variant of an image as its thumbnail', async ({ page }) => {
  await startSession(page, 'editor');
  const name = `wide-${stamp()}.jpg`;
  await upload(page, name, await phonePhoto({ width: 700, height: 400 }), 'image/jpeg');
  await openMedia(page, name);
  const card = page.getByTestId('record-card').filter({ hasText: name });
  await expect(card.getByRole('img', { name })).toHaveAttribute('src', /-320w-[0-9a-f]{16}\.webp$/);
});

test('an image field previews the uploaded image from its variants', async ({ page }) => {
  await signIn(page, 'editor', '/admin/team/create');
  await page
    .getByTestId('upload-photoUrl')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto({ width: 700, height: 400 }) });
  const preview = page.getByRole('img', { name: 'Photo URL preview' });
  await expect(preview).toHaveAttribute('src', /-320w-[0-9a-f]{16}\.webp$/);
  await expect(preview).toHaveAttribute('srcset', /-320w-[0-9a-f]{16}\.webp 320w, .*-640w-[0-9a-f]{16}\.webp 640w$/);
});

test('a refused iPhone photo names the accepted types and how to export it', async ({ page }) => {
  await signIn(page, 'editor', '/admin/team/create');
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(500, 7)]);
  await page.getByTestId('upload-photoUrl').setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(notice(page, `${UPLOAD_MESSAGES.unsupportedType}. ${UPLOAD_MESSAGES.heicHint}`)).toBeVisible();
  await expect(field(page, 'Photo URL')).toHaveValue('');
});
