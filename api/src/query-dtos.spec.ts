import { LOCALE_MESSAGES, NEWS_PAGE_MESSAGES } from '@institute/shared';
import type { Type } from '@nestjs/common';
import { CertificateListQueryDto } from './certificates/dto/certificate-page.dto';
import { CertificatesService } from './certificates/certificates.service';
import { NewsListQueryDto } from './news/dto/news-page.dto';
import { ValidationFailed } from './common/http-exception.filter';
import { validateAs } from './common/validation';
import { LocaleQueryDto } from './common/dto/locale-query.dto';

const check = <T>(dto: Type<T>, query: Record<string, unknown>) => validateAs(dto, query, 'query');
const refusal = (dto: Type<unknown>, query: Record<string, unknown>) => {
  try {
    check(dto, query);
  } catch (err) {
    // The field and its message (each detail's code is the exception filter's and the validation specs' concern).
    if (err instanceof ValidationFailed) return err.details.map(({ field, message }) => ({ field, message }));
    throw err;
  }
  throw new Error('no 400');
};

describe('LocaleQueryDto', () => {
  it('takes en for an absent or empty locale, and ne', () => {
    expect([check(LocaleQueryDto, {}).language(), check(LocaleQueryDto, { locale: '' }).language()]).toEqual(['en', 'en']);
    expect(check(LocaleQueryDto, { locale: 'ne' }).language()).toBe('ne');
  });

  it.each([['fr'], [['ne', 'en']]])('refuses the locale %j with a 400 naming it', (locale) => {
    expect(refusal(LocaleQueryDto, { locale })).toEqual([{ field: 'locale', message: LOCALE_MESSAGES.invalidLocale }]);
  });
});

describe('NewsListQueryDto', () => {
  it('is no page without limit, offset, q or category, whatever the locale', () => {
    expect(check(NewsListQueryDto, { locale: 'ne', q: '', category: '' }).page()).toBeNull();
  });

  it('is a page with the defaults once one is given, q trimmed and dropped when blank', () => {
    expect(check(NewsListQueryDto, { q: '  x ' }).page()).toEqual({ limit: 20, offset: 0, q: 'x' });
    expect(check(NewsListQueryDto, { q: '   ', limit: '5', offset: '10', category: 'notice' }).page()).toEqual({
      limit: 5,
      offset: 10,
      category: 'notice',
    });
  });

  it.each([
    ['limit', '0'],
    ['limit', '1.5'],
    ['limit', ['1', '2']],
    ['offset', '1000001'],
    ['q', ['a', 'b']],
    ['q', 'x'.repeat(201)],
  ])('refuses %s=%j with its libs message', (field, value) => {
    expect(refusal(NewsListQueryDto, { [field]: value })).toEqual([
      { field, message: NEWS_PAGE_MESSAGES[field as keyof typeof NEWS_PAGE_MESSAGES] },
    ]);
  });
});

describe('CertificateListQueryDto', () => {
  // Its sort is checked against the certificates' list spec, which their service states.
  beforeAll(() => new CertificatesService(undefined as never, undefined as never));

  it("is ra-data-simple-rest's list without page, limit or search", () => {
    expect(check(CertificateListQueryDto, { range: '[0,9]' }).paged()).toBeNull();
  });

  it('is the paged call when one is sent, even empty, a limit above 100 served as 100', () => {
    expect(check(CertificateListQueryDto, { page: '' }).paged()).toEqual({ page: 1, limit: 20, search: undefined, sort: undefined });
    expect(check(CertificateListQueryDto, { page: '3', limit: '500', search: ' Sita ', sort: '["name","asc"]' }).paged()).toEqual({
      page: 3,
      limit: 100,
      search: 'Sita',
      sort: ['name', 'ASC'],
    });
  });

  it.each([
    ['page', '0', 'page must be a whole number from 1'],
    ['limit', 'ten', 'limit must be a whole number from 1'],
    ['search', ['a', 'b'], 'search must be given once, as text'],
  ])('refuses %s=%j', (field, value, message) => {
    expect(refusal(CertificateListQueryDto, { [field]: value })).toEqual([{ field, message }]);
  });
});
