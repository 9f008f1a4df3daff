import { expect, test } from './support/fixtures';

/**
 * The API documentation (/api/docs): Swagger UI from this server's own files, working under the
 * app's Content-Security-Policy, as a developer's browser opens it and scrolls to an operation.
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
  // Swagger UI draws only the operations near the window (a virtual list): scroll as a reader does.
  const operation = page.getByRole('button', { name: /GET \/api\/admin\/news\b/ }).first();
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(operation).toBeVisible({ timeout: 250 });
  }).toPass();
  await operation.click();
  await expect(page.getByText('A sortable field and its order, as JSON')).toBeVisible();
  expect(refused).toEqual([]);
  expect(outside).toEqual([]);
});
