import sharp from 'sharp';

/** What a phone writes into a photo: its make and model, when, and where (GPS). */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneCam', Model: 'X1', Software: 'PhoneOS 17.2' },
  IFD2: { DateTimeOriginal: '2026:11:20 10:15:00', BodySerialNumber: 'SN-4711' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 43/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 26/1' },
};

/** A small deterministic random generator: the same seed makes the same colour areas (the grain on top is sharp's own noise, new each time). */
function random(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/**
 * A phone-like JPEG made at run time (the tests' and `npm run bench:media`'s photos): soft
 * colour areas with sensor noise, so it compresses like a photo (4032x3024 at quality 90 is
 * about 3.6 MB), with the EXIF a phone writes (PHONE_EXIF) and optionally an EXIF orientation
 * (6: stored landscape, shown rotated 90° clockwise, as a portrait shot).
 */
export async function phonePhoto({ width = 4032, height = 3024, orientation, seed = 1, quality = 90, noise = 9 } = {}) {
  const next = random(seed);
  const cw = Math.max(2, Math.round(width / 96));
  const ch = Math.max(2, Math.round(height / 96));
  const cells = Buffer.alloc(cw * ch * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = Math.floor(next() * 256);
  const base = await sharp(cells, { raw: { width: cw, height: ch, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: noise } } })
    .raw()
    .toBuffer();
  // The grain added byte by byte; a clamped view keeps each sum in 0–255 itself (a call per byte,
  // such as Math.min, costs seconds inside jest's module sandbox for a 12-megapixel photo).
  const pixels = new Uint8ClampedArray(base.buffer, base.byteOffset, base.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = pixels[i] + grain[i] - 128;
  let photo = sharp(base, { raw: { width, height, channels: 3 } }).withExif(PHONE_EXIF);
  if (orientation) photo = photo.withMetadata({ orientation });
  return photo.jpeg({ quality }).toBuffer();
}
