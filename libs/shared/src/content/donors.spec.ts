import { DONOR_RULES } from './donors.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, DONOR_RULES);

describe('donor rules', () => {
  it('requires a name', () => expect(validate({})).toEqual([{ field: 'name', message: 'Name is required' }]));
  it('rejects a website that is not a web address', () => {
    expect(DONOR_RULES.websiteUrl('www.example.org')).not.toBeNull();
  });
  it('accepts a donor without logo or website', () => expect(validate({ name: 'Helvetas', logoUrl: '' })).toEqual([]));
});
