import { describe, expect, it } from '@jest/globals';
import { pageData } from './page-data';

/** The news reads a page's route table lists (the server loads them before it renders: one pass, api/test/public-pages). */
const newsReads = (url: string) => pageData(url).filter(([key]) => String(key).startsWith('/api/news'));

describe('pageData', () => {
  it('reads the home page’s 5 latest items only', () => expect(newsReads('/')).toEqual([['/api/news?limit=5']]));

  it('reads the Nepali home page’s 5 latest items in Nepali', () => expect(newsReads('/ne')).toEqual([['/api/news?limit=5&locale=ne']]));

  it('reads only the frame for /news/.., which is no route rather than the home page', () =>
    expect(pageData('/news/..').map(([key]) => key)).toEqual(['/api/site-settings', '/api/programs']));

  it('puts an article’s identifier in its API path encoded, as one segment', () =>
    expect(newsReads('/news/a%20b%3Fx')).toEqual([['/api/news', 'a%20b%3Fx']]));

  it.each(['/news/..%2F..%2Fapi%2Fmetrics', '/news/..%5Cmetrics', '/ne/news/..%2Fmetrics', '/news/a%00', '/news/..', '/news/%2E%2E'])(
    'reads no article for %s, whose identifier could leave its API path',
    (url) => expect(newsReads(url)).toEqual([]),
  );
});
