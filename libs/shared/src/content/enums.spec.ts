import {
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_CATEGORY_LABELS,
  EDUCATION_LABELS,
  EDUCATION_OPTIONS,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUS_OPTIONS,
  FALLBACK_STATISTICS,
  SITE_SETTING_KEYS,
  STATISTIC_DEFAULTS,
  STATISTIC_KEYS,
} from './enums.js';

describe('content enums', () => {
  it('labels the NOSS download category as the public tab does', () => {
    expect(DOWNLOAD_CATEGORIES.map((c) => DOWNLOAD_CATEGORY_LABELS[c])).toEqual(['Curriculum', 'NOSS/OSS/OP', 'Resources']);
  });
  it('has 13 distinct site setting keys', () => {
    expect(SITE_SETTING_KEYS).toHaveLength(13);
    expect(new Set(SITE_SETTING_KEYS).size).toBe(13);
  });
  it('gives every public statistic the spec default and suffix', () => {
    expect(STATISTIC_KEYS.map((k) => `${STATISTIC_DEFAULTS[k].value}${STATISTIC_DEFAULTS[k].suffix}`)).toEqual([
      '15000+',
      '50',
      '500+',
      '39',
    ]);
  });
  it('falls back to the four admin statistics in order', () => {
    expect(FALLBACK_STATISTICS.map((s) => [s.key, s.value])).toEqual([
      ['students_trained', '15,420'],
      ['programs', '33'],
      ['districts', '50'],
      ['years_experience', '18'],
    ]);
  });
  it('gives every education option a label', () => {
    expect(EDUCATION_OPTIONS.every((o) => EDUCATION_LABELS[o].length > 0)).toBe(true);
  });
  it('gives every employment status option a label', () => {
    expect(EMPLOYMENT_STATUS_OPTIONS.every((o) => EMPLOYMENT_STATUS_LABELS[o].length > 0)).toBe(true);
  });
  it('offers General Inquiry as the first and default contact subject', () => {
    expect(CONTACT_SUBJECTS[0]).toBe(DEFAULT_CONTACT_SUBJECT);
    expect(DEFAULT_CONTACT_SUBJECT).toBe('General Inquiry');
  });
});
