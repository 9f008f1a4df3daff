import { AdminCrud, PublicList } from '../crud/crud';
import { KeyParam } from '../common/id';
import { SiteSettingDto } from './dto/site-setting.dto';
import { SiteSettingsService } from './site-settings.service';

/**
 * Site Configuration saves one `PUT /:key` per setting, creating or replacing it; settings are
 * the administrators' (docs/roles.md).
 */
export class SiteSettingsAdminController extends AdminCrud({
  service: SiteSettingsService,
  path: 'site-settings',
  routes: ['list', 'get', 'upsert'],
  // The rules depend on the key, so they run in the service (libs siteSettingError).
  dto: SiteSettingDto,
  idPipe: KeyParam,
}) {}

/** Settings for display (names, links, contact details) are public; staff-only ones are left out. */
export class SiteSettingsPublicController extends PublicList('site-settings', SiteSettingsService) {}
