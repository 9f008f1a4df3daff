import { type Locale, LOCALE_MESSAGES, LOCALES } from '@institute/shared';
import { OneOf } from '../../common/fields';
import { Strict } from '../../common/validation';

/** Account → the back office's language (docs/api.md, Staff language): en or ne, nothing else. */
@Strict()
export class StaffLocaleDto {
  /** The language the back office speaks to this user from the next screen on */
  @OneOf(LOCALES, { message: LOCALE_MESSAGES.invalidLocale })
  locale: Locale;
}
