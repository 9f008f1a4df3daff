import { can, canSignIn } from './roles.js';

describe('role rights', () => {
  it('lets only an admin manage users and site configuration', () => {
    expect(can('admin', 'users', 'manage')).toBe(true);
    expect(can('editor', 'users', 'read')).toBe(false);
    expect(can('viewer', 'settings', 'read')).toBe(false);
  });
  it('lets an editor manage content and certificates', () => {
    expect(can('editor', 'content', 'manage')).toBe(true);
    expect(can('editor', 'certificates', 'manage')).toBe(true);
  });
  it('lets a viewer read content and certificates but not change them', () => {
    expect(can('viewer', 'content', 'read')).toBe(true);
    expect(can('viewer', 'content', 'manage')).toBe(false);
    expect(can('viewer', 'certificates', 'manage')).toBe(false);
  });
  it('keeps personal data (applications, messages) from a viewer', () => {
    expect(can('viewer', 'submissions', 'read')).toBe(false);
    expect(can('editor', 'submissions', 'manage')).toBe(true);
  });
  it('grants nothing to an unknown role', () => {
    expect(can('root', 'content', 'read')).toBe(false);
    expect(can(undefined, 'content', 'read')).toBe(false);
  });
  it('allows sign-in only for an active user whose isActive flag is set', () => {
    expect(canSignIn({ status: 'active', isActive: true })).toBe(true);
    expect(canSignIn({ status: 'inactive', isActive: true })).toBe(false);
    expect(canSignIn({ status: 'suspended', isActive: true })).toBe(false);
    expect(canSignIn({ status: 'active', isActive: false })).toBe(false);
  });
});
