import { describe, expect, it } from '@jest/globals';
import { sectionScrollTop } from './scroll';

describe('sectionScrollTop', () => {
  it('puts a section below the viewport 120 px below the top of the window', () => {
    // A section 900 px down the viewport while the page is scrolled by 400 px: it is 1300 px down the page.
    expect(sectionScrollTop(900, 400)).toBe(1180);
  });

  it('scrolls back up to a section above the viewport', () => {
    expect(sectionScrollTop(-300, 2000)).toBe(1580);
  });

  it('leaves the page where it is when the section is already 120 px below the top', () => {
    expect(sectionScrollTop(120, 750)).toBe(750);
  });

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTop(50, 0)).toBe(0);
  });
});
