import { HERO_SLIDE_RULES } from './hero-slides.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, HERO_SLIDE_RULES);

describe('hero slide rules', () => {
  it('requires title and image', () => {
    expect(validate({ subtitle: 'x' })).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'image', message: 'Image is required' },
    ]);
  });
  it('accepts an in-page anchor as call-to-action link', () => expect(HERO_SLIDE_RULES.ctaLink('#apply')).toBeNull());
  it('accepts a slide without a call to action', () => {
    expect(validate({ title: 'Admissions', image: '/uploads/hero.jpg', ctaLink: null })).toEqual([]);
  });
});
