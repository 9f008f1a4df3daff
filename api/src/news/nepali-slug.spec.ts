import { slugError } from '@institute/shared';
import { newsSlugFromTitle } from './nepali-slug';

describe('newsSlugFromTitle', () => {
  it('writes a Devanagari title in Latin letters, without marks', () => {
    expect(newsSlugFromTitle('प्रवेश परीक्षाको नतिजा प्रकाशित')).toBe('pravesa-pariksako-natija-prakasita');
  });

  it('keeps one word per title word, in order', () => {
    expect(newsSlugFromTitle('छात्रवृत्ति सूचना २०८२').split('-')).toEqual(['chatravrtti', 'sucana', '2082']);
  });

  it('gives two different Nepali titles two different slugs', () => {
    expect(newsSlugFromTitle('भर्ना खुला')).not.toBe(newsSlugFromTitle('भर्ना बन्द'));
  });

  it('drops the danda at the end of a sentence', () => expect(newsSlugFromTitle('नतिजा प्रकाशित।')).toBe('natija-prakasita'));

  it('writes the Devanagari words of a mixed title too', () => expect(newsSlugFromTitle('CTEVT परीक्षा')).toBe('ctevt-pariksa'));

  it('leaves an English title as before', () => expect(newsSlugFromTitle('Admission Open 2083')).toBe('admission-open-2083'));

  it('makes a slug that passes the rule of a typed slug', () => {
    expect(slugError(newsSlugFromTitle('ज्ञान र शक्ति'))).toBeNull();
  });
});
