import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ABOUT, HOME_SAMPLE_PARTNERS, logoLetters, MAPS_EMBED_URL, MAPS_URL, SAMPLE_PARTNERS, TIMELINE } from './content';

describe('built-in content', () => {
  it('has 12 sample partners for the Partners & Donors page and the first 6 for the home strip', () => {
    expect(SAMPLE_PARTNERS).toHaveLength(12);
    expect(HOME_SAMPLE_PARTNERS).toEqual(SAMPLE_PARTNERS.slice(0, 6));
    expect(new Set(SAMPLE_PARTNERS.map((p) => p.name)).size).toBe(12);
  });

  it('has the fixed Our Journey timeline', () => {
    expect(TIMELINE.map((t) => t.year)).toEqual(['2007', '2008', '2010', '2012', '2015', '2018', '2020', '2025']);
    expect(TIMELINE.map((t) => t.title)).toEqual([
      'Foundation',
      'CTEVT Affiliation',
      'First Graduation',
      'Program Expansion',
      'Infrastructure',
      'Partnerships',
      'Digital Transformation',
      'Excellence in Training',
    ]);
  });

  it('has default about, vision and mission texts', () => {
    expect(DEFAULT_ABOUT.about).toMatch(/2064 B\.S\. \(2007 AD\)/);
    expect(DEFAULT_ABOUT.vision.length).toBeGreaterThan(20);
    expect(DEFAULT_ABOUT.mission.length).toBeGreaterThan(20);
  });
});

describe('logoLetters', () => {
  it('takes the first 4 letters of the name, upper-cased', () => {
    expect(logoLetters('Zenith Partners')).toBe('ZENI');
  });

  it('skips spaces and punctuation', () => {
    expect(logoLetters('A & B Co.')).toBe('ABCO');
  });

  it('keeps Devanagari letters whole, with their vowel signs', () => {
    expect(logoLetters('नेपाल')).toBe('नेपाल');
    expect(logoLetters('नेपाल सरकार')).toBe('नेपालस');
  });

  it('keeps digits', () => {
    expect(logoLetters('3M Nepal')).toBe('3MNE');
  });

  it('gives what there is for a short name', () => {
    expect(logoLetters('UN')).toBe('UN');
  });
});

describe('map links', () => {
  it('encodes the address for the maps search and the embed', () => {
    expect(MAPS_URL('Baneshwor, Kathmandu')).toBe('https://www.google.com/maps/search/?api=1&query=Baneshwor%2C%20Kathmandu');
    expect(MAPS_EMBED_URL('A&B')).toBe('https://maps.google.com/maps?q=A%26B&output=embed');
  });
});
