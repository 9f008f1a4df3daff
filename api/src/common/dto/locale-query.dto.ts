import { DEFAULT_LOCALE, type Locale, LOCALE_MESSAGES, LOCALES } from '@institute/shared';
import { IsOptional } from 'class-validator';
import { EmptyIsUnset, OneOf } from '../fields';

/** `?locale=` of a public read (docs/api.md, Languages): en (the default) or ne; anything else a 400 naming the parameter. */
export class LocaleQueryDto {
  /** The language of the texts; default en (docs/api.md, Languages) */
  @EmptyIsUnset()
  @IsOptional()
  @OneOf(LOCALES, { message: LOCALE_MESSAGES.invalidLocale })
  locale?: Locale;

  /** The language asked for, English when none is. */
  language(): Locale {
    return this.locale ?? DEFAULT_LOCALE;
  }
}
