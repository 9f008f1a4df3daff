import { Injectable } from '@nestjs/common';
import { PublicList } from '../common/crud';
import { KeyParam } from '../common/id';
import { AdminUpsert } from '../common/keyed';
import { SiteSettingDto } from './dto/site-setting.dto';
import { SiteSettingsService } from './site-settings.service';

/** Site Configuration saves one PUT per setting; settings are the administrators' (DESIGN.md §5). */
@Injectable()
export class SiteSettingsAdminController extends AdminUpsert({
  path: 'site-settings',
  area: 'settings',
  keyPipe: KeyParam,
  // The rules depend on the key, so they run in the service (libs siteSettingError).
  dto: SiteSettingDto,
}) {
  constructor(service: SiteSettingsService) {
    super(service);
  }
}

/** Every setting is for display (names, links, contact details), so all are public. */
@Injectable()
export class SiteSettingsPublicController extends PublicList('site-settings') {
  constructor(service: SiteSettingsService) {
    super(service);
  }
}
