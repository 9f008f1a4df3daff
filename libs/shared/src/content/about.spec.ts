import { ABOUT_RULES } from './about.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, ABOUT_RULES);

describe('about content rules', () => {
  it('accepts each of the four sections', () => {
    expect(['about', 'vision', 'mission', 'history'].map((s) => ABOUT_RULES.section(s))).toEqual([null, null, null, null]);
  });
  it('rejects another section', () => {
    expect(ABOUT_RULES.section('values')).toBe('Section must be one of about, vision, mission, history');
  });
  it('requires title and content', () => {
    expect(validate({ section: 'vision' })).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'content', message: 'Content is required' },
    ]);
  });
});
