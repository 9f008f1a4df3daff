import { type MediaMap, resolveSiteSettings, type SiteSetting } from '@institute/shared';
import { useList } from './react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const SITE_SETTINGS_URL = '/api/site-settings';

const useSettingsList = () => useList<SiteSetting>(SITE_SETTINGS_URL);

/** Settings with the built-in defaults filled in, also while loading or after an error. */
export function useSiteSettings() {
  return resolveSiteSettings(useSettingsList().data);
}

/** The image media of the settings that link to uploaded images (the about and hero images): docs/api.md, Image media. */
export function useSiteSettingsMedia(): MediaMap {
  return Object.assign({}, ...(useSettingsList().data ?? []).map((s) => s.media ?? {})) as MediaMap;
}

/** False until the settings have been answered (or failed): texts from them wait, unseen. */
export function useSiteSettingsSettled(): boolean {
  return !useSettingsList().isPending;
}

/** A phone number as a tel: link (digits and the leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
