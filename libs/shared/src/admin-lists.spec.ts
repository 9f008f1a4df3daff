import { defaultListSort, isAdminResource } from './admin-lists.js';

describe('admin list orders', () => {
  it("states a list's default sort as its first column", () => {
    expect(defaultListSort('statistics')).toEqual({ field: 'createdAt', order: 'ASC' });
    expect(defaultListSort('team')).toEqual({ field: 'displayOrder', order: 'ASC' });
  });

  it('knows the back-office lists by their address name only', () => {
    expect(isAdminResource('hero-slides')).toBe(true);
    expect(isAdminResource('toString')).toBe(false);
    expect(isAdminResource('uploads')).toBe(false);
  });
});
