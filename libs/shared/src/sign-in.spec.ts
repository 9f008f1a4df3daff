import { ADMIN_HOME, adminReturnPath } from './sign-in.js';

describe('adminReturnPath', () => {
  it('returns to a screen of the back office', () => {
    expect(adminReturnPath('/admin/news/3f1c?tab=1#x')).toBe('/admin/news/3f1c?tab=1#x');
    expect(adminReturnPath('/admin')).toBe('/admin');
  });

  it('falls back to the dashboard without a usable path', () => {
    expect(adminReturnPath(null)).toBe(ADMIN_HOME);
    expect(adminReturnPath('')).toBe(ADMIN_HOME);
  });

  it.each(['https://evil.example/admin', '//evil.example/admin', '/administrator', '/admin\\@evil', '/news', '/admin/ x'])(
    'never leaves the back office for %s',
    (path) => expect(adminReturnPath(path)).toBe(ADMIN_HOME),
  );
});
