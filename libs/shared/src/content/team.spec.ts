import { TEAM_MEMBER_RULES } from './team.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, TEAM_MEMBER_RULES);

describe('team member rules', () => {
  it('requires name and position', () => {
    expect(validate({ email: '' })).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'position', message: 'Position is required' },
    ]);
  });
  it('rejects an e-mail address that is not one', () => {
    expect(TEAM_MEMBER_RULES.email('principal@')).toBe('Please enter a valid email address');
  });
  it('accepts a member with only name and position', () => {
    expect(validate({ name: 'Hari', position: 'Principal' })).toEqual([]);
  });
});
