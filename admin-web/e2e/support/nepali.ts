import { expect, type Page } from '@playwright/test';
import { LOCALE_NAMES } from '@institute/shared';
// The list itself, not the package's build: it is libs' own rule, read by its Nepali texts' check too.
import { KEPT_IN_LATIN } from '../../../libs/shared/src/i18n/language';

const LATIN_WORD = /[A-Za-z][A-Za-z'’&-]*/g;

/**
 * The words in Latin letters of `text`, in lower case: a word is the same word in capitals (a
 * button's text in upper case, `text-transform`, is read so).
 */
const latin = (text: string) => (text.match(LATIN_WORD) ?? []).map((w) => w.toLowerCase());

/**
 * Fields whose values can be codes the screens must name in the page's language (a status, a
 * role, an action, a news category), never content: such a value (one word in lower case) does
 * not count as content; a value typed by staff (a program's category 'Electrical') does.
 */
const CODE_FIELDS = new Set(['status', 'role', 'action', 'category', 'kind', 'type', 'locale', 'resource', 'entityType']);
const isCode = (key: string, value: string) => CODE_FIELDS.has(key) && /^[a-z_-]+$/.test(value);

/** Every string of an API answer but the codes, walked through objects and arrays. */
function contentStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return isCode(key, value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => contentStrings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => contentStrings(v, k));
  return [];
}

/**
 * The content a screen may show in English (docs/back-office.md, Languages): every word of the
 * API's answers to the page (what staff and visitors typed, file names, addresses), from now on.
 * Call before the page loads what it shows; `expectNoEnglish` waits for the answers to be read.
 */
export function watchContent(page: Page) {
  const words = new Set<string>([...KEPT_IN_LATIN, ...Object.values(LOCALE_NAMES)].flatMap(latin));
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(
      response
        .json()
        .then((body: unknown) => contentStrings(body).forEach((s) => latin(s).forEach((w) => words.add(w))))
        .catch(() => undefined),
    );
  });
  return {
    /** Adds words the test itself typed or knows to be content. */
    allow: (...texts: string[]) => texts.forEach((t) => latin(t).forEach((w) => words.add(w))),
    /**
     * Expects no word in Latin letters on the screen as it is (its text, its controls' names and
     * placeholders, its images' alternative texts) but content and the names kept in Latin letters.
     */
    async expectNoEnglish(state: string) {
      await Promise.all(reading);
      const texts = await page.evaluate(() => [
        document.body.innerText,
        ...[...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((e) =>
          ['aria-label', 'placeholder', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
        ),
      ]);
      const english = [...new Set(texts.flatMap(latin))].filter((w) => !words.has(w));
      expect(english, `English words on the Nepali screen (${state})`).toEqual([]);
    },
  };
}
