import { type ImageVariant, fallbackType, srcSet, thumbnailUrl, uploadStoredName, variantHeight, variantWidths } from './media.js';

const variant = (width: number, type: ImageVariant['type']): ImageVariant => ({
  url: `/v/${width}.${type.split('/')[1]}`,
  width,
  height: width / 2,
  type,
});

describe('image variants', () => {
  it('makes variants at every width not wider than the image', () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960]);
    expect(variantWidths(2560)).toEqual([320, 640, 960, 1280, 1920]);
  });
  it('makes none for an image narrower than the narrowest width', () => expect(variantWidths(319)).toEqual([]));
  it("keeps the image's aspect ratio in a variant's height, rounded", () => expect(variantHeight(4032, 3024, 320)).toBe(240));
  it('never gives a variant a height of 0', () => expect(variantHeight(2560, 2, 320)).toBe(1));
});

describe('srcset', () => {
  const variants = [variant(640, 'image/webp'), variant(320, 'image/jpeg'), variant(320, 'image/webp')];
  it('lists the variants of one type, narrowest first, with their widths', () => {
    expect(srcSet(variants, 'image/webp')).toBe('/v/320.webp 320w, /v/640.webp 640w');
  });
  it('is empty for a type the image has no variant of', () => expect(srcSet(variants, 'image/avif')).toBe(''));
  it('names the fallback type an <img> reads: JPEG, or PNG for a transparent image', () => {
    expect(fallbackType(variants)).toBe('image/jpeg');
    expect(fallbackType([variant(320, 'image/webp'), variant(320, 'image/png')])).toBe('image/png');
    expect(fallbackType([])).toBeUndefined();
  });
});

describe('thumbnails', () => {
  it('are the 320 px WebP variant', () =>
    expect(thumbnailUrl('/u/a.jpg', [variant(320, 'image/jpeg'), variant(320, 'image/webp')])).toBe('/v/320.webp'));
  it('are the image itself when it has no such variant', () => expect(thumbnailUrl('/u/a.jpg', [])).toBe('/u/a.jpg'));
});

describe('upload links', () => {
  const name = '2026/11/0b7f3c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.jpg';
  it('finds the stored name of a site path', () => expect(uploadStoredName(`/uploads/${name}`)).toBe(name));
  it('finds it in an absolute URL, as S3_PUBLIC_URL makes', () =>
    expect(uploadStoredName(`https://cdn.example/media/uploads/${name}`)).toBe(name));
  it('finds none in a link that is no upload', () => {
    expect(uploadStoredName('/hero.svg')).toBeNull();
    expect(uploadStoredName(`/uploads/${name}?x=1`)).toBeNull();
    expect(uploadStoredName(null)).toBeNull();
  });
});
