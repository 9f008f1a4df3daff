import { describe, expect, it } from '@jest/globals';
import type { AboutContent, AboutSection } from '@institute/shared';
import { aboutText, DEFAULT_ABOUT } from './about-text';

const entry = (section: AboutSection, content: string) => ({ id: section, section, title: section, content }) as unknown as AboutContent;

describe('aboutText', () => {
  it('shows the stored text of the section asked for', () => {
    const entries = [entry('about', 'We train welders.'), entry('vision', 'Skills for all.')];
    expect(aboutText(entries, 'vision')).toBe('Skills for all.');
  });

  it('falls back to the built-in text while the server has none, also while loading', () => {
    expect(aboutText([entry('about', 'We train welders.')], 'mission')).toBe(DEFAULT_ABOUT.mission);
    expect(aboutText(undefined, 'about')).toBe(DEFAULT_ABOUT.about);
  });

  it('counts a blank stored text as none', () => {
    expect(aboutText([entry('vision', '  \n ')], 'vision')).toBe(DEFAULT_ABOUT.vision);
  });

  it('gives no history when none is stored, since history has no built-in text', () => {
    expect(aboutText([entry('about', 'We train welders.')], 'history')).toBe('');
  });

  it('trims the stored text', () => {
    expect(aboutText([entry('history', '\nFounded in 2064 B.S.\n')], 'history')).toBe('Founded in 2064 B.S.');
  });
});
