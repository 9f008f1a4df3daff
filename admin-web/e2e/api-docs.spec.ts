import { expect, test } from './support/fixtures';

/**
 * The API documentation (/api/docs): Swagger UI from this server's own files, working under the
 * app's Content-Security-Policy, as a developer's browser opens it.
 */
test('shows the API documentation under the content security policy', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Technical Training Institute API/ })).toBeVisible();
  await page
    .getByRole('button', { name: /GET \/api\/admin\/news\b/ })
    .first()
    .click();
  await expect(page.getByText('A sortable field and its order, as JSON')).toBeVisible();
  expect(refused).toEqual([]);
  expect(outside).toEqual([]);
});
