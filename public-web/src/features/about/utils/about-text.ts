import type { AboutContent, AboutSection } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';

/** The built-in texts, in the page's language (the catalogue's `defaults.*`); history has none. */
type BuiltIn = Record<Exclude<AboutSection, 'history'>, string>;

/**
 * The text of one about section (docs/public-site.md, Other pages): the stored one, trimmed, else
 * the built-in one, else '' (a section left blank counts as none). With the stored entry, whose
 * language the page marks. Exported for its tests. @internal
 */
export function aboutText(
  entries: readonly AboutContent[] | undefined,
  section: AboutSection,
  builtIn: BuiltIn,
): { text: string; entry?: AboutContent } {
  const entry = entries?.find((e) => e.section === section);
  const stored = entry?.content?.trim();
  if (stored) return { text: stored, entry };
  return { text: section === 'history' ? '' : builtIn[section] };
}

/** aboutText in the page's language, with the `lang` a stored text needs (`'en'` when shown in English on a Nepali page). */
export function useAboutText(entries: readonly AboutContent[] | undefined): (section: AboutSection) => { text: string; lang?: 'en' } {
  const t = useTexts();
  const contentLang = useContentLang();
  const builtIn: BuiltIn = { about: t('defaults.about'), vision: t('defaults.vision'), mission: t('defaults.mission') };
  return (section) => {
    const { text, entry } = aboutText(entries, section, builtIn);
    return { text, lang: entry ? contentLang(entry, 'content') : undefined };
  };
}

/** The years of the About page's fixed 'Our Journey' timeline; their texts are the catalogue's `aboutTimeline.*`. */
export const TIMELINE_YEARS = ['2007', '2008', '2010', '2012', '2015', '2018', '2020', '2025'] as const;
