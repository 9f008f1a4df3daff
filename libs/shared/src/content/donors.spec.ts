import { DONOR_RULES, validateDonor } from './donors.js';

describe('donor rules', () => {
  it('requires a name', () => expect(validateDonor({})).toEqual([{ field: 'name', message: 'Name is required' }]));
  it('rejects a website that is not a web address', () => {
    expect(DONOR_RULES.websiteUrl('www.example.org')).not.toBeNull();
  });
  it('accepts a donor without logo or website', () => expect(validateDonor({ name: 'Helvetas', logoUrl: '' })).toEqual([]));
});
