import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { LIMITS, Text } from '../../common/fields';

/** PUT /api/admin/site-settings/{key}: the per-key rules of libs run in the service. */
export class SiteSettingDto {
  @Text(LIMITS.text) value: string;
  @Translated('site-settings') translations?: Translations;
}
