import { describe, expect, it } from '@jest/globals';
import { authorName, filterNews, newsLinkText, publishedDate, resultLine, tabCount } from './news';

const item = (title: string, category: 'news' | 'notice' | 'result', excerpt = '', content = '') => ({ title, category, excerpt, content });
const ITEMS = [
  item('Admissions Open', 'notice', 'Seats are limited', 'Bring two photos.'),
  item('Skill Test Results', 'result', 'Twenty-two passed', 'Collect certificates from the office.'),
  item('New Computer Lab', 'news', 'Twenty machines', 'Open to all trainees.'),
  item('Scholarship Closed', 'notice', 'Window ended', 'Thank you.'),
];

describe('filterNews', () => {
  it('searches title, excerpt and content, ignoring case', () => {
    expect(filterNews(ITEMS, 'ADMISSIONS', 'all').map((n) => n.title)).toEqual(['Admissions Open']);
    expect(filterNews(ITEMS, 'twenty', 'all').map((n) => n.title)).toEqual(['Skill Test Results', 'New Computer Lab']);
    expect(filterNews(ITEMS, 'from the office', 'all').map((n) => n.title)).toEqual(['Skill Test Results']);
  });

  it('ignores spaces around the search text and shows all for a blank one', () => {
    expect(filterNews(ITEMS, '  lab  ', 'all')).toHaveLength(1);
    expect(filterNews(ITEMS, '   ', 'all')).toHaveLength(4);
  });

  it('keeps the chosen category', () => {
    expect(filterNews(ITEMS, '', 'notice').map((n) => n.title)).toEqual(['Admissions Open', 'Scholarship Closed']);
    expect(filterNews(ITEMS, 'twenty', 'news').map((n) => n.title)).toEqual(['New Computer Lab']);
  });
});

describe('tabCount', () => {
  it('counts the returned list per category', () => {
    expect(['all', 'news', 'notice', 'result'].map((tab) => tabCount(ITEMS, tab as never))).toEqual([4, 1, 2, 1]);
  });
});

describe('resultLine', () => {
  it("reads 'Showing N item(s)'", () => {
    expect(resultLine(5, '', 'all')).toBe('Showing 5 item(s)');
    expect(resultLine(1, '', 'all')).toBe('Showing 1 item(s)');
  });

  it('appends the search text and the category', () => {
    expect(resultLine(1, ' exam ', 'all')).toBe('Showing 1 item(s) for "exam"');
    expect(resultLine(2, '', 'notice')).toBe('Showing 2 item(s) in Notices');
    expect(resultLine(0, 'exam', 'result')).toBe('Showing 0 item(s) for "exam" in Results');
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

describe('newsLinkText', () => {
  it("is 'View Notice' for notices and 'Read More' otherwise", () => {
    expect(newsLinkText('notice')).toBe('View Notice');
    expect(newsLinkText('news')).toBe('Read More');
    expect(newsLinkText('result')).toBe('Read More');
  });
});
