import { EN_TEXTS } from './catalogue/en.js';
import { NE_TEXTS } from './catalogue/ne.js';
import { placeElements, textsOf } from './texts.js';

describe('textsOf', () => {
  it('gives the text of a group.key', () => expect(textsOf(EN_TEXTS, 'en')('nav.home')).toBe('Home'));

  it('gives the text in the catalogue’s language', () => expect(textsOf(NE_TEXTS, 'ne')('nav.home')).toBe('गृहपृष्ठ'));

  it('fills named places from the values', () => expect(textsOf(EN_TEXTS, 'en')('news.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5'));

  it('writes numbers in the catalogue’s language’s digits', () =>
    expect(textsOf(NE_TEXTS, 'ne')('news.pageOf', { page: 2, pages: 15 })).toBe('पृष्ठ २ / १५'));

  it('chooses the plural form of a count', () => {
    expect(textsOf(EN_TEXTS, 'en')('news.showing', { count: 1 })).toBe('Showing 1 item');
    expect(textsOf(EN_TEXTS, 'en')('news.showing', { count: 3 })).toBe('Showing 3 items');
  });

  it('leaves a place without a value as it is', () =>
    expect(textsOf(EN_TEXTS, 'en')('news.pageOf', { page: 2 })).toBe('Page 2 of {pages}'));
});

describe('placeElements', () => {
  it('puts each <n/> element in its place', () => expect(placeElements('By <0/>', ['Sita'])).toEqual(['By ', 'Sita']));

  it('keeps the text around an element at the start', () => expect(placeElements('<0/> मा प्रकाशित', ['X'])).toEqual(['X', ' मा प्रकाशित']));
});
