import type { SiteSettingFields, SiteSettingKey, SiteSettingType, Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type ExactFields, KeyedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

/** One value of Site Configuration, e.g. siteName or contactEmail (libs SITE_SETTING_KEYS). */
@Entity('site_settings')
@UsesUploads('site-settings', 'Site setting', 'key')
export class SiteSetting extends KeyedRecord<SiteSettingKey> implements ExactFields<SiteSettingFields, SiteSetting> {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  key: SiteSettingKey;

  /** '' means unset: both sites then show their built-in default. */
  @HoldsUploads()
  @Column({ type: 'text' })
  value: string;

  /** Derived from the key (libs SITE_SETTING_TYPES), so the back office knows its input. */
  @Column({ type: 'varchar', length: 20, default: 'text' })
  type: SiteSettingType;

  protected keyValue(): SiteSettingKey {
    return this.key;
  }

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
