import { describe, expect, it } from '@jest/globals';
import { ANCHOR_SCROLL_DELAY, SCROLL_OFFSET, sectionScrollTop } from './scroll';

describe('section scrolling', () => {
  it('uses the spec offset of 120 px and the anchor delay of 300 ms', () => {
    expect(SCROLL_OFFSET).toBe(120);
    expect(ANCHOR_SCROLL_DELAY).toBe(300);
  });

  it('puts the section 120 px below the top of the window', () => {
    // A section 900 px down the viewport while the page is scrolled by 400 px.
    expect(sectionScrollTop(900, 400)).toBe(1180);
  });

  it('works for a section above the viewport', () => {
    expect(sectionScrollTop(-300, 2000)).toBe(1580);
  });

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTop(50, 0)).toBe(0);
  });
});
