import { CERTIFICATE_IMPORT_MESSAGES } from '../../content/certificate-import.js';
import { SITE_SETTING_MESSAGES } from '../../content/site-settings.js';
import { formatText, type TextValues } from '../format.js';
import { hasNoLatinWord } from '../form-messages.js';
import { LOCALE_MESSAGES } from '../locales.js';
import { type MessageCode, messageCode, messageOf } from '../message-codes.js';
import { FORMS_NE } from './forms.ne.js';
import { FORM_MESSAGES_EN } from './messages.js';
import { MESSAGE_TEMPLATES_EN, MESSAGES_NE, messageIn, messageValues } from './messages.ne.js';

/** Each template code's function called with `args`, and the values its template is filled with for them. */
const MADE: Record<keyof typeof MESSAGE_TEMPLATES_EN, { made: string; values: TextValues }[]> = {
  'locale.translationsFields': [{ made: LOCALE_MESSAGES.translationsFields(['title', 'excerpt']), values: { fields: 'title, excerpt' } }],
  'locale.notText': [{ made: LOCALE_MESSAGES.notText('title'), values: { field: 'title' } }],
  'locale.tooLong': [{ made: LOCALE_MESSAGES.tooLong('title', 200), values: { field: 'title', max: 200 } }],
  'certificateImport.missingColumns': [
    { made: CERTIFICATE_IMPORT_MESSAGES.missingColumns(['name']), values: { count: 1, columns: 'name' } },
    { made: CERTIFICATE_IMPORT_MESSAGES.missingColumns(['name', 'duration']), values: { count: 2, columns: 'name, duration' } },
  ],
  'certificateImport.unknownColumns': [
    { made: CERTIFICATE_IMPORT_MESSAGES.unknownColumns(['colour']), values: { count: 1, columns: 'colour' } },
    { made: CERTIFICATE_IMPORT_MESSAGES.unknownColumns(['a', 'b', 'c']), values: { count: 2, columns: 'a, b, c' } },
  ],
  'certificateImport.duplicateInFile': [{ made: CERTIFICATE_IMPORT_MESSAGES.duplicateInFile(12), values: { row: 12 } }],
  'certificateImport.tooLong': [{ made: CERTIFICATE_IMPORT_MESSAGES.tooLong(100), values: { max: 100 } }],
  'certificateImport.imported': [
    { made: CERTIFICATE_IMPORT_MESSAGES.imported(1), values: { count: 1 } },
    { made: CERTIFICATE_IMPORT_MESSAGES.imported(1200), values: { count: 1200 } },
  ],
  'siteSetting.tooLong': [{ made: SITE_SETTING_MESSAGES.tooLong(500), values: { max: 500 } }],
};

const CODES = Object.keys(MESSAGES_NE) as MessageCode[];
const TEMPLATE_CODES = Object.keys(MESSAGE_TEMPLATES_EN) as (keyof typeof MESSAGE_TEMPLATES_EN)[];

/** The names of a text's places: `{max}` and `{count, plural, …}` give max and count (a plural's forms, `one {column}`, are words). */
const places = (text: string) =>
  [...new Set([...text.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*(?:\}|,\s*plural)/g)].map((m) => m[1]))].sort();

/** A code's English text: its table's, or its template's. */
const english = (code: MessageCode) => messageOf(code) ?? (MESSAGE_TEMPLATES_EN as Record<string, string>)[code];

describe('MESSAGES_NE', () => {
  it('has a Nepali text for every message code, and an English text or template for each', () => {
    expect(CODES.filter((code) => !MESSAGES_NE[code]?.trim())).toEqual([]);
    expect(CODES.filter((code) => english(code) === undefined)).toEqual([]);
  });

  it('knows every code a table gives its messages', () => {
    for (const code of CODES) if (messageOf(code) !== undefined) expect(code in MESSAGES_NE).toBe(true);
    expect(messageCode('Slug already exists')).toBe('slug.exists');
  });

  it('writes every text in Devanagari, with only the acronyms kept in Latin letters', () => {
    expect(CODES.filter((code) => !hasNoLatinWord(MESSAGES_NE[code])).map((code) => [code, MESSAGES_NE[code]])).toEqual([]);
  });

  it('keeps the places of the English text', () => {
    expect(CODES.filter((code) => places(MESSAGES_NE[code]).join() !== places(english(code)).join())).toEqual([]);
  });

  it('is the public site’s formMessages', () => {
    for (const code of Object.keys(FORM_MESSAGES_EN) as (keyof typeof FORM_MESSAGES_EN)[]) {
      expect(FORMS_NE.formMessages[code]).toBe(MESSAGES_NE[code]);
    }
  });
});

describe('MESSAGE_TEMPLATES_EN', () => {
  it('is every message a table makes from values', () => {
    expect(CODES.filter((code) => messageOf(code) === undefined).sort()).toEqual([...TEMPLATE_CODES].sort());
  });

  it('gives the words of its function', () => {
    for (const code of TEMPLATE_CODES) {
      for (const { made, values } of MADE[code]) expect(formatText(MESSAGE_TEMPLATES_EN[code], values, 'en')).toBe(made);
    }
  });
});

describe('messageValues', () => {
  it('reads a made message’s values back', () => {
    for (const code of TEMPLATE_CODES) for (const { made, values } of MADE[code]) expect(messageValues(code, made)).toEqual(values);
  });

  it('gives a message without places none, and words that do not fit their template nothing', () => {
    expect(messageValues('slug.exists', 'Slug already exists')).toEqual({});
    expect(messageValues('locale.tooLong', 'Something else')).toBeUndefined();
  });
});

describe('messageIn', () => {
  it('keeps the English words as they came', () => {
    expect(messageIn('en', 'locale.tooLong', LOCALE_MESSAGES.tooLong('title', 200))).toBe(LOCALE_MESSAGES.tooLong('title', 200));
    expect(messageIn('en', undefined, 'Anything')).toBe('Anything');
  });

  it('gives the Nepali text of a code, with the English message’s values in Devanagari digits', () => {
    expect(messageIn('ne', 'slug.exists', 'Slug already exists')).toBe('यो स्लग पहिल्यै छ');
    expect(messageIn('ne', 'siteSetting.tooLong', SITE_SETTING_MESSAGES.tooLong(500))).toBe('मान ५०० अक्षरभन्दा लामो हुन सक्दैन');
    expect(messageIn('ne', 'certificateImport.imported', CERTIFICATE_IMPORT_MESSAGES.imported(3))).toBe('३ वटा प्रमाणपत्र आयात गरिए');
    expect(messageIn('ne', 'certificateImport.missingColumns', CERTIFICATE_IMPORT_MESSAGES.missingColumns(['name', 'duration']))).toBe(
      'छुटेका स्तम्भ (२): name, duration',
    );
  });

  it('gives nothing in Nepali for an unknown code or words that do not fit the template', () => {
    expect(messageIn('ne', 'check.maxLength', 'name must be shorter than or equal to 200 characters')).toBeUndefined();
    expect(messageIn('ne', undefined, 'Anything')).toBeUndefined();
    expect(messageIn('ne', 'locale.tooLong', 'Something else')).toBeUndefined();
  });
});
