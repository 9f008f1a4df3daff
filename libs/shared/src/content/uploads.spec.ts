import { detectUploadType, MAX_UPLOAD_BYTES, safeFileName, UPLOAD_MESSAGES, uploadSizeError } from './uploads.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('upload type detection', () => {
  it('recognises a JPEG by its first bytes', () => {
    expect(detectUploadType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ mime: 'image/jpeg', ext: 'jpg', kind: 'image' });
  });
  it('recognises a PNG', () => {
    expect(detectUploadType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
  });
  it('recognises a WebP (a RIFF container holding WEBP)', () => {
    expect(detectUploadType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.ext).toBe('webp');
  });
  it('rejects another RIFF file (a WAV sound)', () => expect(detectUploadType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull());
  it('recognises a PDF as a pdf', () => expect(detectUploadType(bytes('%PDF-1.7\n'))).toMatchObject({ ext: 'pdf', kind: 'pdf' }));
  it('rejects text, even text that names a type', () => expect(detectUploadType(bytes('PNG image, honest'))).toBeNull());
  it('rejects a file too short to carry a signature', () => expect(detectUploadType(bytes([0xff, 0xd8]))).toBeNull());
  it('rejects an empty file', () => expect(detectUploadType(new Uint8Array())).toBeNull());
});

describe('upload size limits', () => {
  it('accepts an image of exactly 5 MB', () => expect(uploadSizeError('image', 5 * 1024 * 1024)).toBeNull());
  it('refuses an image one byte over 5 MB', () => expect(uploadSizeError('image', 5 * 1024 * 1024 + 1)).toBe(UPLOAD_MESSAGES.tooLarge));
  it('accepts a 6 MB PDF', () => expect(uploadSizeError('pdf', 6 * 1024 * 1024)).toBeNull());
  it('refuses a PDF one byte over 20 MB', () => expect(uploadSizeError('pdf', 20 * 1024 * 1024 + 1)).toBe(UPLOAD_MESSAGES.tooLarge));
  it('lets the upload stream stop at the largest limit, no earlier', () => {
    expect(uploadSizeError('pdf', MAX_UPLOAD_BYTES)).toBeNull();
  });
});

describe('safe file names', () => {
  it('keeps an ordinary name', () => expect(safeFileName('Electrician Level 1.pdf', 'f.pdf')).toBe('Electrician Level 1.pdf'));
  it('keeps only the last segment of a path', () => {
    expect(safeFileName('C:\\Users\\ram\\cv.pdf', 'f.pdf')).toBe('cv.pdf');
    expect(safeFileName('../../etc/passwd', 'f')).toBe('passwd');
  });
  it('drops control and reserved characters and squeezes spaces', () => {
    expect(safeFileName('a\u0000b\n  c<>:"|?*.png', 'f.png')).toBe('ab c.png');
  });
  it('keeps Devanagari names', () => expect(safeFileName('पाठ्यक्रम.pdf', 'f.pdf')).toBe('पाठ्यक्रम.pdf'));
  it('falls back when nothing usable is left', () => {
    expect(safeFileName('..', 'upload.pdf')).toBe('upload.pdf');
    expect(safeFileName(undefined, 'upload.pdf')).toBe('upload.pdf');
  });
  it('shortens a long name to 200 characters, keeping the extension', () => {
    const name = safeFileName('x'.repeat(300) + '.jpeg', 'f');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.jpeg')).toBe(true);
  });
});
