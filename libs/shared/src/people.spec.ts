import { displayName, fullName } from './people.js';

describe('displayName', () => {
  it('joins the first and last name', () => {
    expect(displayName({ firstName: 'Site', lastName: 'Administrator', username: 'admin' })).toBe('Site Administrator');
  });

  it('uses the first name alone when the last is missing', () => {
    expect(displayName({ firstName: 'Sita', lastName: null, username: 'sita' })).toBe('Sita');
  });

  it('falls back to the username when the names are blank', () => {
    expect(displayName({ firstName: null, lastName: ' ', username: 'editor1' })).toBe('editor1');
  });

  it('is null for an unknown person', () => {
    expect(displayName(null)).toBeNull();
    expect(displayName({ firstName: '', lastName: '', username: '' })).toBeNull();
  });
});

describe('fullName', () => {
  it('is null when no name is given, whatever the username', () => {
    expect(fullName({ firstName: null, lastName: undefined, username: 'admin' })).toBeNull();
  });
});
