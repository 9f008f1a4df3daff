import { DOWNLOAD_RULES, fileNameFromUrl, formatFileSize, resolveFileName } from './downloads.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, DOWNLOAD_RULES);

describe('download rules', () => {
  it('accepts title, category and file URL', () => {
    expect(validate({ title: 'Curriculum', category: 'curriculum', fileUrl: 'https://x.np/c.pdf' })).toEqual([]);
  });
  it('reports a blank file URL with its message', () => {
    expect(DOWNLOAD_RULES.fileUrl('   ')).toBe('Please fill in all required fields including file URL');
  });
  it('reports a missing title and category with the same message', () => {
    expect(validate({ fileUrl: '/uploads/a.pdf' }).map((e) => e.message)).toEqual([
      'Please fill in all required fields including file URL',
      'Please fill in all required fields including file URL',
    ]);
  });
  it('rejects an unknown category', () => {
    expect(DOWNLOAD_RULES.category('forms')).toBe('Category must be one of curriculum, noss, resources');
  });
  it('rejects a file URL that is not a web address or site path', () => {
    expect(DOWNLOAD_RULES.fileUrl('javascript:alert(1)')).toBe(
      'Enter a web address starting with http:// or https://, or a site path starting with /',
    );
  });
});

describe('fileNameFromUrl', () => {
  it('takes the last path segment', () => expect(fileNameFromUrl('https://x.np/files/noss.pdf')).toBe('noss.pdf'));
  it('decodes the segment', () => expect(fileNameFromUrl('/uploads/Electrician%20Level%201.pdf')).toBe('Electrician Level 1.pdf'));
  it('ignores query and fragment', () => expect(fileNameFromUrl('https://x.np/a/b.pdf?v=2#page=3')).toBe('b.pdf'));
  it('does not take the host for a file name', () => expect(fileNameFromUrl('https://x.np')).toBe('Untitled Document'));
  it('gives Untitled Document after a trailing slash', () => expect(fileNameFromUrl('https://x.np/docs/')).toBe('Untitled Document'));
  it('keeps a segment whose encoding is broken', () => expect(fileNameFromUrl('/a/100%.pdf')).toBe('100%.pdf'));
});

describe('resolveFileName', () => {
  it('keeps a typed file name', () => expect(resolveFileName(' Syllabus.pdf ', '/a/b.pdf')).toBe('Syllabus.pdf'));
  it('takes the name from the URL when none is typed', () => expect(resolveFileName('', '/a/b.pdf')).toBe('b.pdf'));
});

describe('formatFileSize', () => {
  it.each([0, -1, NaN, null, undefined, 'abc'])('shows Unknown size for %j', (v) =>
    expect(formatFileSize(v as number)).toBe('Unknown size'),
  );
  it('shows small sizes in bytes', () => expect(formatFileSize(500)).toBe('500 Bytes'));
  it('drops trailing zeros', () => expect(formatFileSize(1536)).toBe('1.5 KB'));
  it('rounds to 2 decimals', () => expect(formatFileSize(2_359_296 + 1000)).toBe('2.25 MB'));
  it('shows whole units without decimals', () => expect(formatFileSize(1024)).toBe('1 KB'));
  it('stops at GB', () => expect(formatFileSize(2 * 1024 ** 4)).toBe('2048 GB'));
  it('reads a size given as text', () => expect(formatFileSize('1048576')).toBe('1 MB'));
});
