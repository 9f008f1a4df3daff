import {
  LOCALIZED_ROUTES,
  localePath,
  matchPublicRoute,
  PAGE_FORM_PATHS,
  pageFormPaths,
  PUBLIC_ROUTES,
  publicRedirect,
  splitLocale,
} from './public-routes.js';

describe('matchPublicRoute', () => {
  it.each(PUBLIC_ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path))('matches %s', (path) => {
    expect(matchPublicRoute(path)?.route.path).toBe(path);
  });

  it('gives the article its decoded identifier', () => {
    expect(matchPublicRoute('/news/%E0%A4%A8%E0%A4%AF%E0%A4%BE')).toEqual({
      route: { path: '/news/:identifier', page: 'Article', query: ['sent'], takesForm: true },
      params: { identifier: 'नया' },
      locale: 'en',
    });
  });

  it('ignores one trailing slash and the case of fixed segments', () => {
    expect(matchPublicRoute('/Programs/')?.route.page).toBe('Programs');
  });

  it.each(['/nothing-here', '/news', '/news/a/b', '/programs/x', '/news/%E0%A4'])('finds no route for %s', (path) => {
    expect(matchPublicRoute(path)).toBeNull();
  });

  it.each([
    '/news/..%2F..%2Fapi%2Fmetrics',
    '/news/..%5C..%5Capi%5Cmetrics',
    '/news/..',
    '/news/%2E%2E',
    '/news/a%00',
    '/ne/news/..%2Fmetrics',
  ])('finds no route for %s, whose parameter could leave its API path', (path) => {
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

describe('the Nepali addresses', () => {
  it.each(PUBLIC_ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path))('matches %s under /ne in Nepali', (path) => {
    const match = matchPublicRoute(localePath(path, 'ne'));
    expect([match?.route.path, match?.locale]).toEqual([path, 'ne']);
  });

  it('makes the Nepali home page /ne, without a trailing slash', () => {
    expect(localePath('/', 'ne')).toBe('/ne');
    expect(localePath('/#apply', 'ne')).toBe('/ne#apply');
  });

  it('keeps the query of an address', () => expect(localePath('/news-notices?q=x&page=2', 'ne')).toBe('/ne/news-notices?q=x&page=2'));

  it('leaves English addresses without a prefix', () => expect(localePath('/about-us', 'en')).toBe('/about-us'));

  it('decodes a Devanagari slug under /ne/news', () => {
    expect(matchPublicRoute('/ne/news/%E0%A4%A8%E0%A4%AF%E0%A4%BE')?.params).toEqual({ identifier: 'नया' });
  });

  it('answers nothing for an unknown path under /ne', () => expect(matchPublicRoute('/ne/nowhere')).toBeNull());

  it('does not take /news-notices for a Nepali address', () =>
    expect(splitLocale('/news-notices')).toEqual({ locale: 'en', path: '/news-notices' }));

  it('redirects /ne/history to the Nepali about page', () => expect(publicRedirect('/ne/history')).toBe('/ne/about-us#history'));

  it('draws one Nepali route for every route of the table', () => {
    expect(LOCALIZED_ROUTES.filter((r) => r.locale === 'ne').map((r) => r.path)).toEqual(
      PUBLIC_ROUTES.map((r) => localePath(r.path, 'ne')),
    );
  });
});

describe('PAGE_FORM_PATHS', () => {
  it('names the pages that take a form posted to them, in every language', () => {
    const english = ['/', '/news-notices', '/news/:identifier', '/certificate-verify', '/subscriptions/confirm', '/subscriptions/manage'];
    expect(PAGE_FORM_PATHS).toEqual([...english, ...english.map((path) => (path === '/' ? '/ne' : `/ne${path}`))]);
  });
  it('names one page’s paths in every language', () => {
    expect(pageFormPaths('Home')).toEqual(['/', '/ne']);
  });
});
