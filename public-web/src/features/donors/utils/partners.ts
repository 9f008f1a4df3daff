import type { Donor } from '@institute/shared';

/** A partner as the donors list and strip show it: a donor, or a built-in sample. */
export type Partner = Pick<Donor, 'id' | 'name' | 'logoUrl' | 'websiteUrl' | 'description' | 'media'>;

/** The built-in partners shown while the server has no donors (docs/public-site.md, Other pages). */
const SAMPLE_PARTNERS: readonly { name: string; description: string }[] = [
  { name: 'Council for Technical Education and Vocational Training', description: 'National authority for technical education' },
  { name: 'National Skill Testing Board', description: 'Skill testing and certification' },
  { name: 'Ministry of Education, Science and Technology', description: 'Government of Nepal' },
  { name: 'Employment Fund Nepal', description: 'Skills for employment programme' },
  { name: 'Swiss Agency for Development and Cooperation', description: 'Vocational skills development' },
  { name: 'Federation of Nepalese Chambers of Commerce and Industry', description: 'Industry partner' },
  { name: 'Nepal Electricity Authority', description: 'On-the-job training partner' },
  { name: 'Hotel Association Nepal', description: 'Hospitality placements' },
  { name: 'Federation of Contractors Associations of Nepal', description: 'Construction trades partner' },
  { name: 'Local Municipalities', description: 'Community training programmes' },
  { name: 'Youth and Small Entrepreneur Self-Employment Fund', description: 'Start-up support for graduates' },
  { name: 'Helvetas Nepal', description: 'Skills and livelihoods projects' },
];

/** The Partners & Donors page falls back to all 12 samples, the home strip to the first 6. */
export const PAGE_SAMPLES = 12;
export const HOME_SAMPLES = 6;

/** The donors when the server has any; otherwise the first `samples` built-in partners, without logo or website. */
export function partnersOrSamples(donors: readonly Donor[] | undefined, samples: number): Partner[] {
  if (donors && donors.length > 0) return [...donors];
  return SAMPLE_PARTNERS.slice(0, samples).map((p, i) => ({
    id: `sample-${i}`,
    name: p.name,
    description: p.description,
    logoUrl: null,
    websiteUrl: null,
  }));
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
