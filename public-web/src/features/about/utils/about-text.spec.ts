import { describe, expect, it } from '@jest/globals';
import type { AboutContent, AboutSection } from '@institute/shared';
import { aboutText } from './about-text';

const BUILT_IN = { about: 'About us.', vision: 'Our vision.', mission: 'Our mission.' };

const entry = (section: AboutSection, content: string) => ({ id: section, section, title: section, content }) as unknown as AboutContent;

describe('aboutText', () => {
  it('shows the stored text of the section asked for', () => {
    const entries = [entry('about', 'We train welders.'), entry('vision', 'Skills for all.')];
    expect(aboutText(entries, 'vision', BUILT_IN).text).toBe('Skills for all.');
  });

  it('falls back to the built-in text while the server has none, also while loading', () => {
    expect(aboutText([entry('about', 'We train welders.')], 'mission', BUILT_IN).text).toBe(BUILT_IN.mission);
    expect(aboutText(undefined, 'about', BUILT_IN).text).toBe(BUILT_IN.about);
  });

  it('counts a blank stored text as none', () => {
    expect(aboutText([entry('vision', '  \n ')], 'vision', BUILT_IN).text).toBe(BUILT_IN.vision);
  });

  it('gives no history when none is stored, since history has no built-in text', () => {
    expect(aboutText([entry('about', 'We train welders.')], 'history', BUILT_IN).text).toBe('');
  });

  it('trims the stored text', () => {
    expect(aboutText([entry('history', '\nFounded in 2064 B.S.\n')], 'history', BUILT_IN).text).toBe('Founded in 2064 B.S.');
  });
});
