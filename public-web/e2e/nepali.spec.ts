import type { Page } from '@playwright/test';
import { hasNoLatinWord, localePath } from '../../libs/shared/src/index';
import { PUBLIC_PAGES } from './support/fixtures';
import { expect, test } from './support/test';

/**
 * The Latin words a Nepali page may show outside an element marked `lang="en"`
 * (docs/public-site.md, Languages) besides the acronyms a Nepali text may hold (libs
 * hasNoLatinWord): NOSS/OSS (a download's name) and the brand names.
 */
const ALLOWED = new Set([
  'NOSS',
  'OSS',
  'Facebook',
  'Twitter',
  'LinkedIn',
  'YouTube',
  'Instagram',
  'Google',
  'Maps',
  'WhatsApp',
  'Viber',
  'TikTok',
]);

/**
 * The Latin words of the page's body that stand outside an element marked `lang="en"`: in its
 * text, its placeholders, labels, titles and image texts. E-mail and web addresses, file names
 * and codes (a word with a digit) are not words. The head is not read: its `<title>` cannot mark
 * a part of it, and names content (an English site name or article title) as it is.
 */
async function englishWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const words: string[] = [];
    const read = (text: string | null, element: Element | null, where = element?.tagName.toLowerCase()) => {
      if (!text || element?.closest('[lang]')?.getAttribute('lang') !== 'ne') return;
      for (const token of text.split(/\s+/)) {
        if (/@|^https?:|^www\.|\.(np|com|org)\b|\.[a-z0-9]{2,4}$|\d/.test(token)) continue;
        for (const word of token.match(/[A-Za-z]{2,}/g) ?? []) words.push(`${word} (${where})`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (element && !element.closest('script, style, [hidden], [aria-hidden="true"]')) read(walker.currentNode.textContent, element);
    }
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))
      for (const name of ['placeholder', 'aria-label', 'title', 'alt'])
        read(element.getAttribute(name), element, `${element.tagName.toLowerCase()}[${name}]`);
    return words;
  });
  return [
    ...new Set(
      found.filter((entry) => {
        const word = entry.split(' ')[0];
        return !ALLOWED.has(word) && !hasNoLatinWord(word);
      }),
    ),
  ];
}

const NEPALI_PAGES = PUBLIC_PAGES.map((path) => localePath(path, 'ne'));

for (const path of NEPALI_PAGES) {
  test(`${path} is in Nepali: no English word outside lang="en"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    expect(await englishWords(page)).toEqual([]);
  });
}

test('the language switch leads to the same page in the other language, and back', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('link', { name: 'नेपाली' }).click();
  await expect(page).toHaveURL(/\/ne\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('navigation from a Nepali page stays under /ne', async ({ page }) => {
  await page.goto('/ne/about-us');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.filter((href) => !/^\/ne([/#?]|$)/.test(href) && !/^\/(api|uploads|assets)\//.test(href))).toEqual(['/about-us']);
});

test('a Nepali page draws its text in the Devanagari face the site serves', async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/ne/about-us');
  const loaded = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans Devanagari') && face.status === 'loaded'));
  await expect.poll(loaded).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(url.startsWith(`${baseURL}/assets/`)).toBe(true);
});

test('an English page without Devanagari content fetches no font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
});
