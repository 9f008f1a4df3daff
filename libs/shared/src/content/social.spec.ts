import { absoluteUrl, articleMeta, fullPageTitle, socialTags } from './social.js';

describe('fullPageTitle', () => {
  it('appends the site name to the page title', () => {
    expect(fullPageTitle('Admissions Open - News', 'Test Skills Academy')).toBe('Admissions Open - News | Test Skills Academy');
  });

  it('is the site name alone for the home page', () => {
    expect(fullPageTitle('', 'Test Skills Academy')).toBe('Test Skills Academy');
  });
});

describe('absoluteUrl', () => {
  it('makes a site path absolute, as crawlers need', () => {
    expect(absoluteUrl('/uploads/lab.jpg', 'https://institute.edu.np')).toBe('https://institute.edu.np/uploads/lab.jpg');
  });

  it('keeps a full address', () => {
    expect(absoluteUrl('https://cdn.example.org/a.png', 'https://institute.edu.np')).toBe('https://cdn.example.org/a.png');
  });

  it('is empty without an image or for an unreadable one', () => {
    expect(absoluteUrl(null, 'https://institute.edu.np')).toBe('');
    expect(absoluteUrl('', 'https://institute.edu.np')).toBe('');
    expect(absoluteUrl('http://[oops', 'https://institute.edu.np')).toBe('');
  });
});

describe('socialTags', () => {
  const article = {
    fullTitle: 'Admissions Open - News | Academy',
    description: 'Seats are limited to 24 per batch.',
    image: 'https://institute.edu.np/placeholder.svg',
    type: 'article',
    url: 'https://institute.edu.np/news/admissions-open',
    siteName: 'Academy',
  };
  const content = (tags: ReturnType<typeof socialTags>) => Object.fromEntries(tags.map((t) => [`${t.attribute}:${t.key}`, t.content]));

  it("fills the description and Open Graph tags from an article's title, excerpt and first image", () => {
    expect(content(socialTags(article))).toMatchObject({
      'name:description': article.description,
      'property:og:title': article.fullTitle,
      'property:og:description': article.description,
      'property:og:type': 'article',
      'property:og:url': article.url,
      'property:og:site_name': 'Academy',
      'property:og:image': article.image,
    });
  });

  it('asks for a large Twitter card when there is an image, else a summary', () => {
    expect(content(socialTags(article))).toMatchObject({
      'name:twitter:card': 'summary_large_image',
      'name:twitter:title': article.fullTitle,
      'name:twitter:description': article.description,
      'name:twitter:image': article.image,
    });
    expect(content(socialTags({ ...article, image: '' }))['name:twitter:card']).toBe('summary');
  });
});

describe('articleMeta', () => {
  it('takes the title with a news suffix, the excerpt and the first image', () => {
    expect(articleMeta({ title: 'Admissions Open', excerpt: 'Apply now', imageUrls: ['/a.jpg', '/b.jpg'] })).toEqual({
      title: 'Admissions Open - News',
      description: 'Apply now',
      image: '/a.jpg',
      type: 'article',
    });
  });

  it('has no image when the article has none', () => {
    expect(articleMeta({ title: 't', excerpt: 'e', imageUrls: [] }).image).toBeNull();
  });
});
