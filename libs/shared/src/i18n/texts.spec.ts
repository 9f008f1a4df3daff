import { EN_TEXTS } from './catalogue/en.js';
import { NE_TEXTS } from './catalogue/ne.js';
import { placeElements, textsOf } from './texts.js';

describe('textsOf', () => {
  it('gives the text of a group.key', () => expect(textsOf(EN_TEXTS)('nav.home')).toBe('Home'));

  it('gives the text in the catalogue’s language', () => expect(textsOf(NE_TEXTS)('nav.home')).toBe('गृहपृष्ठ'));

  it('fills numbered places from the values', () =>
    expect(textsOf(EN_TEXTS)('news.pageOf', { 0: 2, 1: 5 })).toBe(EN_TEXTS.news.pageOf.replace('{{0}}', '2').replace('{{1}}', '5')));

  it('leaves a place without a value as it is', () => expect(textsOf(EN_TEXTS)('news.pageOf', { 0: 2 })).toContain('{{1}}'));
});

describe('placeElements', () => {
  it('puts each <n/> element in its place', () => expect(placeElements('By <0/>', ['Sita'])).toEqual(['By ', 'Sita']));

  it('keeps the text around an element at the start', () => expect(placeElements('<0/> मा प्रकाशित', ['X'])).toEqual(['X', ' मा प्रकाशित']));
});
