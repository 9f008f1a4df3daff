import { matchPublicRoute, PUBLIC_ROUTES, publicRedirect } from './public-routes.js';

describe('matchPublicRoute', () => {
  it.each(PUBLIC_ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path))('matches %s', (path) => {
    expect(matchPublicRoute(path)?.route.path).toBe(path);
  });

  it('gives the article its decoded identifier', () => {
    expect(matchPublicRoute('/news/%E0%A4%A8%E0%A4%AF%E0%A4%BE')).toEqual({
      route: { path: '/news/:identifier', page: 'Article' },
      params: { identifier: 'नया' },
    });
  });

  it('ignores one trailing slash and the case of fixed segments', () => {
    expect(matchPublicRoute('/Programs/')?.route.page).toBe('Programs');
  });

  it.each(['/nothing-here', '/news', '/news/a/b', '/programs/x', '/news/%E0%A4'])('finds no route for %s', (path) => {
    expect(matchPublicRoute(path)).toBeNull();
  });
});

describe('publicRedirect', () => {
  it('sends /history to the history section of About', () => {
    expect(publicRedirect('/history')).toBe('/about-us#history');
    expect(publicRedirect('/history/')).toBe('/about-us#history');
  });

  it('is null elsewhere', () => expect(publicRedirect('/about-us')).toBeNull());
});
