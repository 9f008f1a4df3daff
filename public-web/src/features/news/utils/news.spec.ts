import { describe, expect, it } from '@jest/globals';
import { PUBLIC_ROUTES, textsOf } from '@institute/shared';
import { EN_TEXTS } from '@institute/shared/catalogue/en';
import { NE_TEXTS } from '@institute/shared/catalogue/ne';
import { authorName, newsLinkKey, newsListSearch, publishedDate, readNewsListState, resultLine } from './news';

/** The page's `t` in a language, as lib/i18n.tsx makes it. */
const textsIn = (locale: 'en' | 'ne') => textsOf(locale === 'en' ? EN_TEXTS : NE_TEXTS, locale);

describe('resultLine', () => {
  const en = textsIn('en');

  it("reads 'Showing N items', one item in the singular", () => {
    expect(resultLine(en, 5, '', 'all')).toBe('Showing 5 items');
    expect(resultLine(en, 1, '', 'all')).toBe('Showing 1 item');
  });

  it('appends the search text and the category', () => {
    expect(resultLine(en, 1, ' exam ', 'all')).toBe('Showing 1 item for "exam"');
    expect(resultLine(en, 2, '', 'notice')).toBe('Showing 2 items in Notices');
    expect(resultLine(en, 0, 'exam', 'result')).toBe('Showing 0 items for "exam" in Results');
  });

  it('reads in Nepali with Devanagari digits on a Nepali page', () => {
    const ne = textsIn('ne');
    expect(resultLine(ne, 12, '', 'all')).toBe('१२ वटा देखाइएको');
    expect(resultLine(ne, 2, 'exam', 'notice')).toBe('सूचना वर्गमा "exam" का लागि २ वटा देखाइएको');
  });
});

describe('authorName', () => {
  it("is 'first name last name'", () => {
    expect(authorName({ firstName: 'Site', lastName: 'Administrator', username: 'admin' })).toBe('Site Administrator');
  });

  it('uses the part there is', () => {
    expect(authorName({ firstName: 'Sita', lastName: null, username: 'sita' })).toBe('Sita');
  });

  it('falls back to the username', () => {
    expect(authorName({ firstName: null, lastName: ' ', username: 'editor1' })).toBe('editor1');
  });

  it('is null without an author', () => {
    expect(authorName(null)).toBeNull();
    expect(authorName(undefined)).toBeNull();
  });
});

describe('publishedDate', () => {
  it('is publishedAt, else createdAt', () => {
    expect(publishedDate({ publishedAt: '2026-01-02T00:00:00Z', createdAt: '2026-01-01T00:00:00Z' })).toBe('2026-01-02T00:00:00Z');
    expect(publishedDate({ publishedAt: null, createdAt: '2026-01-01T00:00:00Z' })).toBe('2026-01-01T00:00:00Z');
  });
});

describe('newsLinkKey', () => {
  it("is 'View Notice' for notices and 'Read More' otherwise", () => {
    const en = textsIn('en');
    expect(en(newsLinkKey('notice'))).toBe('View Notice');
    expect(en(newsLinkKey('news'))).toBe('Read More');
    expect(en(newsLinkKey('result'))).toBe('Read More');
  });
});

describe('the news list state in the address', () => {
  it('reads search, tab and page, with defaults for what is missing or unreadable', () => {
    expect(readNewsListState(new URLSearchParams('q=exam&category=notice&page=3'))).toEqual({ q: 'exam', category: 'notice', page: 3 });
    expect(readNewsListState(new URLSearchParams('category=bogus&page=-2'))).toEqual({ q: '', category: 'all', page: 1 });
    expect(readNewsListState(new URLSearchParams('category=&page=abc'))).toEqual({ q: '', category: 'all', page: 1 });
  });

  it('reads the old ?tab= as the category', () => {
    expect(readNewsListState(new URLSearchParams('tab=result'))).toEqual({ q: '', category: 'result', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(newsListSearch({ q: '', category: 'all', page: 1 })).toBe('');
    expect(newsListSearch({ q: 'नयाँ सूचना', category: 'result', page: 2 })).toBe(
      '?q=%E0%A4%A8%E0%A4%AF%E0%A4%BE%E0%A4%81+%E0%A4%B8%E0%A5%82%E0%A4%9A%E0%A4%A8%E0%A4%BE&category=result&page=2',
    );
  });

  it('reads exactly the query the route table names (the old tab and the subscription form’s sent with it), which keys the rendered page in the server cache', () => {
    const names = [...new URLSearchParams(newsListSearch({ q: 'exam', category: 'notice', page: 2 })).keys(), 'tab', 'sent'];
    expect(names.sort()).toEqual([...(PUBLIC_ROUTES.find((r) => r.page === 'NewsList')?.query ?? [])].sort());
  });
});
