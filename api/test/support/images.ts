import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { PHONE_EXIF } from '../../../e2e-support/photos.mjs';

export { PHONE_EXIF, phonePhoto } from '../../../e2e-support/photos.mjs';
export { fetchBytes } from './app';

export type Format = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Ram Sharma"/></rdf:RDF></x:xmpmeta>';

/**
 * A small image of `format` carrying a phone's EXIF (GPS, make, model, date, serial number) and
 * XMP where the format holds them; `alpha` gives it a half-transparent area.
 */
export async function image(format: Format, { width = 48, height = 32, alpha = false } = {}): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i++) {
    pixels[i * channels] = (i * 7) % 256;
    pixels[i * channels + 1] = (i * 3) % 256;
    pixels[i * channels + 2] = 128;
    if (alpha) pixels[i * channels + 3] = i % width < width / 2 ? 255 : 64;
  }
  let out = sharp(pixels, { raw: { width, height, channels } });
  if (format !== 'gif') out = out.withExif(PHONE_EXIF).withXmp(XMP);
  return out.toFormat(format).toBuffer();
}

/** A landscape JPEG, red on its left half and blue on its right, stored with EXIF Orientation 6 (shown rotated 90° clockwise). */
export async function sidewaysPhoto(): Promise<Buffer> {
  const [width, height] = [64, 48];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(i % width < width / 2 ? [255, 0, 0] : [0, 0, 255], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The PNG with a `tEXt` chunk (a comment, as cameras and editors write) after its header. */
export function withPngText(png: Buffer, keyword = 'Comment', text = 'Taken at 27.7172 N, 85.3240 E'): Buffer {
  const afterHeader = 8 + 25; // signature, then IHDR (4 + 4 + 13 + 4)
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')),
    png.subarray(afterHeader),
  ]);
}

/** The GIF with a comment extension before its trailer. */
export function withGifComment(gif: Buffer, text = 'Taken at 27.7172 N, 85.3240 E'): Buffer {
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), Buffer.from(text, 'latin1'), Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, gif.length - 1), comment, gif.subarray(gif.length - 1)]);
}

/** A real PNG of `side`×`side` pixels, 1 bit each, all black: 900 megapixels in about 110 kB at the default side. */
export async function hugePng(side = 30_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, no interlace
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * 500);
  for (let row = 0; row < side; row += 500) deflate.write(rows.subarray(0, (1 + Math.ceil(side / 8)) * Math.min(500, side - row)));
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The start of an iPhone's HEIC photo: an ISO-BMFF `ftyp` box with the `heic` brand, then data. */
export function heicPhoto(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

const EXIFTOOL = '/usr/bin/exiftool';

/**
 * What exiftool finds in each file that is not the image itself: the tags of the metadata groups
 * (EXIF, XMP, IPTC, ICC profile, maker notes) and any comment, text chunk, GPS, make, model,
 * date or serial-number tag wherever it is; null where exiftool is not installed. One run for all.
 */
export function metadataTags(files: Buffer[]): string[][] | null {
  if (!existsSync(EXIFTOOL)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'institute-exif-'));
  try {
    const paths = files.map((file, i) => {
      writeFileSync(join(dir, String(i)), file);
      return join(dir, String(i));
    });
    const found = JSON.parse(
      execFileSync(EXIFTOOL, ['-j', '-G', '-a', ...paths], { stdio: ['ignore', 'pipe', 'ignore'] }).toString(),
    ) as Record<string, unknown>[];
    return found.map((tags) =>
      Object.keys(tags).filter(
        (key) =>
          /^(EXIF|XMP|IPTC|ICC_Profile|MakerNotes|Photoshop|APP\d+):/.test(key) ||
          /Comment|GPS|Make|Model|DateTime|Serial|Software|Creator|Text|Orientation/.test(key.split(':').pop()!),
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
