import {
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_CATEGORY_LABELS,
  EDUCATION_LABELS,
  EDUCATION_OPTIONS,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUS_OPTIONS,
  SITE_SETTING_KEYS,
} from './enums.js';

describe('content enums', () => {
  it('has no site setting key twice', () => {
    expect(new Set(SITE_SETTING_KEYS).size).toBe(SITE_SETTING_KEYS.length);
  });
  it.each<[string, readonly string[], Record<string, string>]>([
    ['download category', DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS],
    ['education option', EDUCATION_OPTIONS, EDUCATION_LABELS],
    ['employment status option', EMPLOYMENT_STATUS_OPTIONS, EMPLOYMENT_STATUS_LABELS],
  ])('gives every %s a label', (_what, options, labels) => {
    expect(options.filter((o) => !labels[o]?.trim())).toEqual([]);
  });
  it('offers the default contact subject first', () => {
    expect(CONTACT_SUBJECTS[0]).toBe(DEFAULT_CONTACT_SUBJECT);
  });
});
