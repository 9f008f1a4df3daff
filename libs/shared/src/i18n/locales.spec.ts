import { localize, mergeTranslations, translationErrors } from './locales.js';

const news = { id: '1', title: 'Results published', excerpt: 'See the list', content: '<p>List</p>', translations: {} };

describe('localize', () => {
  it('answers the Nepali texts where there are some and names the English fallbacks', () => {
    const row = { ...news, translations: { ne: { title: 'नतिजा प्रकाशित' } } };
    expect(localize(row, 'news', 'ne')).toMatchObject({ title: 'नतिजा प्रकाशित', locale: 'ne', fallbackFields: ['excerpt', 'content'] });
  });

  it('names the item English when its main field has no Nepali text', () => {
    const row = { ...news, translations: { ne: { excerpt: 'सूची हेर्नुहोस्' } } };
    expect(localize(row, 'news', 'ne')).toMatchObject({ title: 'Results published', locale: 'en', fallbackFields: ['title', 'content'] });
  });

  it('does not count an empty English field as a fallback', () => {
    const member = {
      id: '1',
      name: 'Sita',
      position: 'Principal',
      qualification: null,
      bio: null,
      translations: { ne: { name: 'सीता', position: 'प्रिन्सिपल' } },
    };
    expect(localize(member, 'team', 'ne').fallbackFields).toEqual([]);
  });

  it('leaves out the stored translations, in English too', () => {
    expect(localize(news, 'news', 'en')).not.toHaveProperty('translations');
    expect(localize(news, 'news', 'en')).not.toHaveProperty('locale');
  });
});

describe('mergeTranslations', () => {
  const stored = { ne: { title: 'शीर्षक', excerpt: 'सार' } };

  it('sets the fields sent and keeps the others', () => {
    expect(mergeTranslations(stored, { ne: { title: 'नयाँ' } })).toEqual({ ne: { title: 'नयाँ', excerpt: 'सार' } });
  });

  it('removes a field sent empty or null', () => {
    expect(mergeTranslations(stored, { ne: { title: '', excerpt: null } })).toEqual({});
  });
});

describe('translationErrors', () => {
  const bound = () => 200;

  it('accepts Nepali texts of translatable fields', () => expect(translationErrors({ ne: { title: 'नतिजा' } }, 'news', bound)).toEqual([]));

  it('refuses another language', () => expect(translationErrors({ fr: {} }, 'news', bound)[0].field).toBe('translations'));

  it('refuses a field that is not translatable', () => {
    expect(translationErrors({ ne: { slug: 'x' } }, 'news', bound)[0].field).toBe('translations.ne.slug');
  });

  it('refuses a text over the bound of its English field', () => {
    expect(translationErrors({ ne: { title: 'क'.repeat(201) } }, 'news', bound)).toEqual([
      { field: 'translations.ne.title', message: 'translations.ne.title cannot exceed 200 characters', code: 'locale.tooLong' },
    ]);
  });
});
