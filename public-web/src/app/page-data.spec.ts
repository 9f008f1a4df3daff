import { describe, expect, it } from '@jest/globals';
import { pageData } from './page-data';

/** The news reads a page's route table lists (the server loads them before it renders: one pass, api/test/public-pages). */
const newsReads = (url: string) => pageData(url).filter(([key]) => String(key).startsWith('/api/news'));

describe('pageData', () => {
  it('reads the home page’s 5 latest items only', () => expect(newsReads('/')).toEqual([['/api/news?limit=5']]));

  it('reads the Nepali home page’s 5 latest items in Nepali', () => expect(newsReads('/ne')).toEqual([['/api/news?limit=5&locale=ne']]));
});
