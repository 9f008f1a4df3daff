import { TEAM_MEMBER_RULES, validateTeamMember } from './team.js';

describe('team member rules', () => {
  it('requires name and position', () => {
    expect(validateTeamMember({ email: '' })).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'position', message: 'Position is required' },
    ]);
  });
  it('rejects an e-mail address that is not one', () => {
    expect(TEAM_MEMBER_RULES.email('principal@')).toBe('Please enter a valid email address');
  });
  it('accepts a member with only name and position', () => {
    expect(validateTeamMember({ name: 'Hari', position: 'Principal' })).toEqual([]);
  });
});
