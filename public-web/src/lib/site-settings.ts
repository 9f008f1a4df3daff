import { type MediaMap, resolveSiteSettings, type SiteSettingKey } from '@institute/shared';
import { useContentLang, useLocale } from './locale';
import { usePageData } from './page-data';

/** The settings in the page's language, as every page's loader reads them (app/App.tsx; docs/api.md, Languages). */
const useSettingsList = () => usePageData('site-settings');

/**
 * Settings with the built-in defaults filled in, also after an error; on a
 * Nepali page the text settings (site name, description) in Nepali where they have a Nepali
 * value, and the Nepali defaults where they have no value at all.
 */
export function useSiteSettings() {
  return resolveSiteSettings(useSettingsList().data, useLocale());
}

/**
 * The `lang` a text setting needs on this page (docs/public-site.md, Languages): on a Nepali
 * page, `'en'` when the setting is shown in English (it has an English value and no Nepali
 * one), else undefined (a Nepali value, or the Nepali built-in default). `<span lang={settingLang('siteName')}>`.
 */
export function useSiteSettingLang(): (key: SiteSettingKey) => 'en' | undefined {
  const entries = useSettingsList().data;
  const contentLang = useContentLang();
  return (key) => {
    const entry = entries?.find((s) => s.key === key);
    if (!entry?.value?.trim()) return undefined;
    return contentLang(entry, 'value');
  };
}

/** The image media of the settings that link to uploaded images (the about and hero images): docs/api.md, Image media. */
export function useSiteSettingsMedia(): MediaMap {
  return Object.assign({}, ...(useSettingsList().data ?? []).map((s) => s.media ?? {})) as MediaMap;
}
