import type { Donor } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';

/** A partner as the donors list and strip show it: a donor, or a built-in sample. */
export type Partner = Pick<Donor, 'id' | 'name' | 'logoUrl' | 'websiteUrl' | 'description' | 'media'>;

/** The built-in partners, shown while the server has no donors (docs/public-site.md, Other pages): the catalogue's `defaults.partner<n>Name` and `…Description`. */
const SAMPLE_PARTNERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The Partners & Donors page falls back to all 12 samples, the home strip to the first 6. */
export const PAGE_SAMPLES = 12;
export const HOME_SAMPLES = 6;

/** A sample partner's texts, in the page's language. */
type SampleTexts = (n: (typeof SAMPLE_PARTNERS)[number]) => { name: string; description: string };

/**
 * The donors when the server has any, marked with the language of their texts (donors have no
 * Nepali fields); otherwise the first `samples` built-in partners in the page's language, without
 * logo or website. Exported for its tests. @internal
 */
export function partnersOrSamples(
  donors: readonly Donor[] | undefined,
  samples: number,
  sample: SampleTexts,
  lang: (donor: Donor, field: 'name' | 'description') => 'en' | undefined = () => undefined,
): (Partner & { lang: { name?: 'en'; description?: 'en' } })[] {
  if (donors && donors.length > 0)
    return donors.map((d) => ({ ...d, lang: { name: lang(d, 'name'), description: lang(d, 'description') } }));
  return SAMPLE_PARTNERS.slice(0, samples).map((n) => ({ id: `sample-${n}`, ...sample(n), logoUrl: null, websiteUrl: null, lang: {} }));
}

/** partnersOrSamples in the page's language. */
export function usePartners(donors: readonly Donor[] | undefined, samples: number) {
  const t = useTexts();
  const contentLang = useContentLang();
  return partnersOrSamples(
    donors,
    samples,
    (n) => ({ name: t(`defaults.partner${n}Name`), description: t(`defaults.partner${n}Description`) }),
    contentLang,
  );
}

/**
 * Initials shown instead of a missing logo: the first 4 letters of the name. A letter is a whole
 * written character, so a Devanagari letter keeps its vowel sign ('नेपाल' stays readable).
 */
export function logoLetters(name: string): string {
  const text = name.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  const letters =
    typeof Intl.Segmenter === 'function'
      ? Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment)
      : Array.from(text);
  return letters.slice(0, 4).join('').toUpperCase();
}
