import { describe, expect, it } from '@jest/globals';
import type { Donor } from '@institute/shared';
import { HOME_SAMPLES, logoLetters, PAGE_SAMPLES, partnersOrSamples } from './partners';

const donor = (name: string): Donor =>
  ({ id: name, name, logoUrl: `/uploads/${name}.png`, websiteUrl: null, description: null, displayOrder: 0 }) as unknown as Donor;

const sample = (n: number) => ({ name: `Partner ${n}`, description: `What partner ${n} does` });

describe('partnersOrSamples', () => {
  it("shows the server's donors when there are any, in their order", () => {
    const donors = [donor('Skills Fund Nepal'), donor('Zenith Partners')];
    expect(partnersOrSamples(donors, HOME_SAMPLES, sample).map((p) => p.name)).toEqual(['Skills Fund Nepal', 'Zenith Partners']);
  });

  it('falls back to as many built-in partners as asked for, each different, without logo or website', () => {
    const page = partnersOrSamples([], PAGE_SAMPLES, sample);
    expect(page).toHaveLength(PAGE_SAMPLES);
    expect(new Set(page.map((p) => p.id)).size).toBe(PAGE_SAMPLES);
    expect(new Set(page.map((p) => p.name)).size).toBe(PAGE_SAMPLES);
    expect(page.every((p) => p.logoUrl === null && p.websiteUrl === null && p.description)).toBe(true);
  });

  it("marks a donor's texts with the language they are in", () => {
    const [partner] = partnersOrSamples([donor('Skills Fund Nepal')], HOME_SAMPLES, sample, () => 'en');
    expect(partner.lang).toEqual({ name: 'en', description: 'en' });
  });

  it('gives the home strip the first partners of the page, also while the donors are loading', () => {
    expect(partnersOrSamples(undefined, HOME_SAMPLES, sample)).toEqual(partnersOrSamples([], PAGE_SAMPLES, sample).slice(0, HOME_SAMPLES));
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
