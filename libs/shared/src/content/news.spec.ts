import { isNoticeExpired, NEWS_RULES, newsLink, normalizeNewsBody } from './news.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, NEWS_RULES);

const valid = { title: 'Admission open', content: 'Body', excerpt: 'Short' };

describe('news rules', () => {
  it('accepts a news item with title, content and excerpt only', () => expect(validate(valid)).toEqual([]));
  it('requires title, content and excerpt', () => {
    expect(validate({})).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'content', message: 'Content is required' },
      { field: 'excerpt', message: 'Excerpt is required' },
    ]);
  });
  it('checks a given slug', () => {
    expect(validate({ ...valid, slug: 'ab' })).toEqual([{ field: 'slug', message: 'Slug must be at least 3 characters long' }]);
  });
  it('rejects an unknown category', () => {
    expect(NEWS_RULES.category('event')).toBe('Category must be one of news, notice, result');
  });
  it('rejects an unknown status', () => expect(NEWS_RULES.status('archived')).toBe('Status must be one of draft, published'));
  it('rejects an unknown priority', () => expect(NEWS_RULES.priority('urgent')).toBe('Priority must be one of low, normal, high'));
  it('lets a cleared deadline through', () => expect(NEWS_RULES.deadlineDate(null)).toBeNull());
  it('rejects an unreadable deadline', () => expect(NEWS_RULES.deadlineDate('tomorrow')).toBe('Date must be a valid date'));
  it('rejects a script link among the images', () => {
    expect(NEWS_RULES.imageUrls(['https://example.com/a.jpg', 'javascript:alert(1)'])).not.toBeNull();
  });
});

describe('isNoticeExpired', () => {
  const now = new Date('2026-11-21T06:00:00Z');
  it('is expired when the deadline is before now', () => expect(isNoticeExpired('2026-11-21T05:59:59Z', now)).toBe(true));
  it('is not expired when the deadline is still ahead', () => expect(isNoticeExpired('2026-11-22T00:00:00Z', now)).toBe(false));
  it('never expires without a deadline', () => expect(isNoticeExpired(null, now)).toBe(false));
});

describe('newsLink', () => {
  it('links by slug when there is one', () => expect(newsLink({ id: 'b1c2', slug: 'admission-open' })).toBe('/news/admission-open'));
  it('links by id when the slug is missing', () => expect(newsLink({ id: 'b1c2', slug: null })).toBe('/news/b1c2'));
  it('links by id when the slug is empty', () => expect(newsLink({ id: 7, slug: ' ' })).toBe('/news/7'));
});

describe('normalizeNewsBody', () => {
  it('normalises a typed slug before the rules see it', () => {
    expect(normalizeNewsBody({ slug: 'Exam Results 2081!' }).slug).toBe('exam-results-2081');
  });

  it('leaves a body without a text slug as it is', () => {
    const body: { title: string; slug?: unknown } = { title: 'x' };
    expect(normalizeNewsBody(body)).toBe(body);
  });
});
