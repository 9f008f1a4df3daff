import { parseAdminPath } from './admin-path';

describe('parseAdminPath', () => {
  it.each([
    ['/api/admin/news', { resource: 'news' }],
    ['/api/admin/news/3f1c0a2e-1111-4222-8333-444455556666', { resource: 'news', id: '3f1c0a2e-1111-4222-8333-444455556666' }],
    ['/api/admin/applications/abc/status', { resource: 'applications', id: 'abc', action: 'status' }],
    ['/api/admin/users/abc/toggle-status', { resource: 'users', id: 'abc', action: 'toggle-status' }],
    ['/api/admin/certificates/import', { resource: 'certificates', id: 'import' }],
    ['/api/admin/site-settings/siteName', { resource: 'site-settings', id: 'siteName' }],
    ['/api/admin/certificates/abc/qr.svg', { resource: 'certificates', id: 'abc', action: 'qr.svg' }],
  ])('reads %s', (path, expected) => {
    expect(parseAdminPath(path)).toEqual(expected);
  });

  it.each(['/api/news', '/api/admin', '/api/admin/', '/api/admin/News', '/api/admin/news/a/b/c', '/api/administrators/x', '/admin/news'])(
    'names nothing for %s',
    (path) => {
      expect(parseAdminPath(path)).toBeNull();
    },
  );
});
