import type { AboutContent, AboutSection } from '@institute/shared';

/** About, vision and mission texts shown while the server has none (docs/public-site.md, Other pages); history has none. Exported for its tests. @internal */
export const DEFAULT_ABOUT: Readonly<Partial<Record<AboutSection, string>>> = {
  about:
    'We are a technical and vocational training institute affiliated with the Council for Technical Education and Vocational Training (CTEVT), established in 2064 B.S. (2007 AD). Our short, practical courses of 390 hours prepare young people for work in construction, electrical, mechanical, hospitality and service trades, and every course leads to the national skill test.',
  vision: 'A Nepal where every young person can learn a trade close to home and earn a decent living from it.',
  mission:
    'To deliver affordable, hands-on training that employers trust, reach learners in every district, and follow our graduates into employment.',
};

/** The text of one about section: the stored one, else the built-in one, else '' (a section left blank counts as none). */
export function aboutText(entries: readonly AboutContent[] | undefined, section: AboutSection): string {
  return entries?.find((e) => e.section === section)?.content?.trim() || DEFAULT_ABOUT[section] || '';
}

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
