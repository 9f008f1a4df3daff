/** Built-in texts and lists of the public spec, used when the server has none. */

export interface SamplePartner {
  name: string;
  description: string;
}

/** Partners & Donors falls back to 12; the home strip shows the first 6 (public spec §2). */
export const SAMPLE_PARTNERS: readonly SamplePartner[] = [
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
export const HOME_SAMPLE_PARTNERS = SAMPLE_PARTNERS.slice(0, 6);

/** About, vision and mission texts shown while the server has none (public spec §2). */
export const DEFAULT_ABOUT = {
  about:
    'We are a technical and vocational training institute affiliated with the Council for Technical Education and Vocational Training (CTEVT), established in 2064 B.S. (2007 AD). Our short, practical courses of 390 hours prepare young people for work in construction, electrical, mechanical, hospitality and service trades, and every course leads to the national skill test.',
  vision: 'A Nepal where every young person can learn a trade close to home and earn a decent living from it.',
  mission:
    'To deliver affordable, hands-on training that employers trust, reach learners in every district, and follow our graduates into employment.',
} as const;

/** The fixed 'Our Journey' timeline of the About page. */
export const TIMELINE = [
  { year: '2007', title: 'Foundation', text: 'The institute opens its doors in 2064 B.S. with its first workshop and trainees.' },
  { year: '2008', title: 'CTEVT Affiliation', text: 'Affiliated with the Council for Technical Education and Vocational Training.' },
  { year: '2010', title: 'First Graduation', text: 'The first batches complete their training and pass the national skill test.' },
  { year: '2012', title: 'Program Expansion', text: 'New trades and occupations join the course list.' },
  { year: '2015', title: 'Infrastructure', text: 'Modern workshops, labs and classrooms are built.' },
  { year: '2018', title: 'Partnerships', text: 'Partnerships with development agencies, industry and local governments.' },
  { year: '2020', title: 'Digital Transformation', text: 'Digital learning, online applications and records.' },
  { year: '2025', title: 'Excellence in Training', text: 'Thousands of graduates and recognised quality of training.' },
] as const;

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

export const MAPS_URL = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
export const MAPS_EMBED_URL = (address: string) => `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
