import { NEWS } from './support/fixtures';
import { expect, takenOver, test } from './support/test';

test('the tabs count the returned items and filter them', async ({ page }) => {
  await page.goto('/news-notices');
  const tabs = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link');
  await expect(tabs).toHaveText(['All (5)', 'News (2)', 'Notices (2)', 'Results (1)']);
  await expect(page.getByTestId('news-card')).toHaveCount(5);
  await expect(page.getByTestId('result-line')).toHaveText('Showing 5 items');
  await tabs.filter({ hasText: 'Notices' }).click();
  await expect(page.getByTestId('news-card')).toHaveCount(2);
  await expect(page.getByTestId('result-line')).toHaveText('Showing 2 items in Notices');
});

test('search filters on title, excerpt and content, case-insensitively', async ({ page }) => {
  await page.goto('/news-notices');
  const search = page.getByPlaceholder('Search news and notices...');
  await search.fill('HYDROPOWER');
  await expect(page.getByTestId('news-card')).toHaveCount(1);
  await expect(page.getByTestId('result-line')).toHaveText('Showing 1 item for "HYDROPOWER"');
  await search.fill('collected from the office'); // only in the content
  await expect(page.getByTestId('news-card')).toHaveText([new RegExp(NEWS.result.title)]);
  await search.fill('scholarship');
  await page
    .getByRole('navigation', { name: 'Filter by category' })
    .getByRole('link', { name: /^Notices/ })
    .click();
  await expect(page.getByTestId('result-line')).toHaveText('Showing 1 item for "scholarship" in Notices');
  await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: /^All/ }).click();
  await search.fill('zzz nothing');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear Search' }).click();
  await expect(page.getByTestId('news-card')).toHaveCount(5);
});

test('cards show badges, deadlines, the expired deadline in red and link by slug', async ({ page }) => {
  await page.goto('/news-notices');
  const admissions = page.getByTestId('news-card').filter({ hasText: NEWS.admissions.title });
  await expect(admissions.getByText('Important')).toBeVisible();
  await expect(admissions.getByText('Notice', { exact: true })).toHaveClass(/badge-amber/);
  await expect(admissions.getByText(/^Deadline: /)).toBeVisible();
  await expect(admissions.getByRole('link', { name: /View Notice/ })).toHaveAttribute('href', '/news/admissions-open-electrician');
  const expired = page.getByTestId('news-card').filter({ hasText: NEWS.expired.title });
  const line = expired.getByText(/^Expired: /);
  await expect(line).toBeVisible();
  await expect(line).toHaveCSS('color', 'rgb(180, 35, 24)');
  const result = page.getByTestId('news-card').filter({ hasText: NEWS.result.title });
  await expect(result.getByText('Result', { exact: true })).toHaveClass(/badge-green/);
  await expect(result.getByRole('link', { name: /Read More/ })).toBeVisible();
});

test('the error state offers Try Again when the news cannot be loaded', async ({ page }) => {
  // The page arrives with its list from the server; the next list it reads in the browser fails.
  await page.goto('/news-notices');
  await page.route(/\/api\/news(\?|$)/, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page
    .getByRole('navigation', { name: 'Filter by category' })
    .getByRole('link', { name: /^Notices/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Unable to load news' })).toBeVisible();
  await expect(page.getByText("We're having trouble loading the latest news and notices. Please try again later.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('the article page shows breadcrumb, badges, author, deadline, images and content with line breaks', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/news/admissions-open-electrician');
  await expect(page).toHaveTitle(new RegExp(`^${NEWS.admissions.title} - News \\|`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', NEWS.admissions.excerpt);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/placeholder\.svg$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${NEWS.admissions.title} - News \\|`));
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', NEWS.admissions.excerpt);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\/placeholder\.svg$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', 'News', NEWS.admissions.title]);
  await expect(page.getByText('Important')).toBeVisible();
  await expect(page.getByText('By Site Administrator')).toBeVisible();
  await expect(page.locator('.article-meta').getByText(/Deadline: \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByText(/^2 images/)).toBeVisible();
  await expect(page.locator('.article-content')).toHaveCSS('white-space', 'pre-line');
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await takenOver(page.getByRole('link', { name: 'Share Article' }).or(page.getByRole('button', { name: 'Share Article' })));
  await page.getByRole('button', { name: 'Share Article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/news\/admissions-open-electrician$/);
  await expect(page.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/#news');
});

test('an unknown article shows the not-found state', async ({ page }) => {
  await page.goto('/news/no-such-article');
  await expect(page.getByRole('heading', { name: 'News Article Not Found' })).toBeVisible();
  await expect(page.getByText("The news article you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('news pages from the server', () => {
  test('the search goes to the server as the visitor types, and into the address', async ({ page }) => {
    await page.goto('/news-notices');
    await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
    const searched = page.waitForRequest((r) => /\/api\/news\?.*q=HYDROPOWER/.test(r.url()));
    await page.getByPlaceholder('Search news and notices...').pressSequentially('HYDROPOWER');
    await searched;
    await expect(page.getByTestId('news-card')).toHaveCount(1);
    await expect(page).toHaveURL(/\/news-notices\?q=HYDROPOWER$/);
  });

  test('Enter in the search applies it at once, without loading the page again', async ({ page }) => {
    await page.goto('/news-notices');
    await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const box = page.getByPlaceholder('Search news and notices...');
    await box.fill('HYDROPOWER');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/news-notices\?q=HYDROPOWER$/);
    await expect(page.getByTestId('news-card')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the tab counts follow the search', async ({ page }) => {
    await page.goto('/news-notices?q=scholarship');
    const tabs = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link');
    await expect(tabs).toHaveText(['All (1)', 'News (0)', 'Notices (1)', 'Results (0)']);
  });

  test('search and tab come back from the address and with the back button', async ({ page }) => {
    await page.goto('/news-notices?q=scholarship&category=notice');
    await expect(page.getByPlaceholder('Search news and notices...')).toHaveValue('scholarship');
    await expect(page.getByTestId('result-line')).toHaveText('Showing 1 item for "scholarship" in Notices');
    await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/news-notices\?q=scholarship$/);
    await expect(page.getByTestId('result-line')).toHaveText('Showing 1 item for "scholarship"');
    await page.goBack();
    await expect(page).toHaveURL(/category=notice/);
    await expect(page.getByTestId('result-line')).toHaveText('Showing 1 item for "scholarship" in Notices');
  });

  test('the list is read a page of 12 at a time, with Previous and Next', async ({ page }) => {
    const card = (i: number) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: `item-${i}`,
      title: `Item ${i}`,
      excerpt: 'An item.',
      category: 'news',
      priority: 'normal',
      status: 'published',
      imageUrls: [],
      publishedAt: '2026-01-01T00:00:00Z',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      deadlineDate: null,
      author: null,
    });
    const offsets: number[] = [];
    await page.route('**/api/news/counts*', (route) => route.fulfill({ json: { all: 30, news: 30, notice: 0, result: 0 } }));
    await page.route(/\/api\/news\?.*limit=12/, (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
      offsets.push(offset);
      const count = Math.min(12, 30 - offset);
      return route.fulfill({ json: Array.from({ length: count }, (_, i) => card(offset + i + 1)) });
    });
    // The page arrives from the server for a search; from Clear Search on, the browser reads the list.
    await page.goto('/news-notices?q=zzz');
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await expect(page.getByTestId('news-card')).toHaveCount(12);
    await expect(page.getByTestId('page-line')).toHaveText('Page 1 of 3');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByTestId('news-card').first()).toContainText('Item 13');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByTestId('news-card')).toHaveCount(6);
    await expect(page.getByTestId('page-line')).toHaveText('Page 3 of 3');
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByTestId('news-card').first()).toContainText('Item 13');
    expect(offsets).toEqual([0, 12, 24]);
  });
});
