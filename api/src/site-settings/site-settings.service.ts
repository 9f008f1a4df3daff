import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  isSiteSettingKey,
  type Locale,
  localize,
  NOT_FOUND_MESSAGES,
  PRIVATE_SITE_SETTING_KEYS,
  SITE_SETTING_MESSAGES,
  SITE_SETTING_TYPES,
  type SiteSettingKey,
  siteSettingError,
} from '@institute/shared';
import { Repository } from 'typeorm';
import { CrudService } from '../crud/crud';
import { adminListSpec } from '../common/list-query';
import { ValidationFailed } from '../common/http-exception.filter';
import type { User } from '../users/user.entity';
import type { SiteSettingDto } from './dto/site-setting.dto';
import { SiteSetting } from './site-setting.entity';

@Injectable()
export class SiteSettingsService extends CrudService<SiteSetting> {
  constructor(@InjectRepository(SiteSetting) repo: Repository<SiteSetting>) {
    super(repo, {
      ...adminListSpec('site-settings', {
        idField: 'key',
        sortable: ['key', 'type', 'updatedAt'],
        searchable: ['key', 'value'],
        filterable: ['key', 'type'],
      }),
      notFound: NOT_FOUND_MESSAGES.setting,
      publicOrder: { key: 'ASC' },
      // Every setting but the staff-only ones (libs PRIVATE_SITE_SETTING_KEYS).
      publicKeep: (s) => !PRIVATE_SITE_SETTING_KEYS.includes(s.key),
    });
  }

  /** One setting's value; '' when unset. */
  async value(key: SiteSettingKey): Promise<string> {
    return (await this.repo.findOneBy({ key }))?.value ?? '';
  }

  /** One setting's value in `locale`, the English value where it has no Nepali one; '' when unset. */
  async translatedValue(key: SiteSettingKey, locale: Locale): Promise<string> {
    const row = await this.repo.findOneBy({ key });
    return row ? localize(row, 'site-settings', locale).value || '' : '';
  }

  /** Only the known keys (libs SITE_SETTING_KEYS), each value checked by its kind: a link, an e-mail... (docs/behaviour.md, Site settings). */
  async upsert(key: string, dto: SiteSettingDto, user?: User): Promise<SiteSetting> {
    const message = siteSettingError(key, dto.value);
    if (message) throw new ValidationFailed([{ field: isSiteSettingKey(key) ? 'value' : 'key', message }]);
    const type = SITE_SETTING_TYPES[key as keyof typeof SITE_SETTING_TYPES];
    // Only a text setting (a name, a description) is written in two languages; links and addresses are one.
    if (type !== 'text' && dto.translations?.ne?.value) {
      throw new ValidationFailed([{ field: 'translations.ne.value', message: SITE_SETTING_MESSAGES.notTranslatable }]);
    }
    return super.upsert(
      key,
      { value: dto.value, type, ...(dto.translations === undefined ? {} : { translations: dto.translations }) },
      user,
    );
  }
}
