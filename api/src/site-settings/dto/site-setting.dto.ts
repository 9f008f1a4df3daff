import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { IsString, MaxLength } from 'class-validator';

/** PUT /api/admin/site-settings/{key}: the per-key rules of libs run in the service. */
export class SiteSettingDto {
  @IsString()
  @MaxLength(5000)
  value: string;
  @Translated('site-settings') translations?: Translations;
}
