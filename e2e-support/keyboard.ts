/**
 * Keyboard-only use, for both browser suites (docs/public-site.md and docs/back-office.md,
 * Accessibility): Tab from control to control, each showing where the focus is.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element draws a focus indicator: an outline or a ring (box-shadow) of its
 * own, or the outline of the box around it (a field whose box outlines itself while focused within).
 * Answers '' when it does, otherwise what is wrong.
 */
export const focusShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const outlined = (e: Element) => {
      const style = getComputedStyle(e);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    if (outlined(el) || getComputedStyle(el).boxShadow !== 'none') return '';
    for (let box = el.parentElement, up = 0; box && up < 3; box = box.parentElement, up++) {
      if (box.matches(':focus-within') && (outlined(box) || getComputedStyle(box).boxShadow !== 'none')) return '';
    }
    return `no focus indicator on ${el.outerHTML.slice(0, 120)}`;
  });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking that every element on the way shows it. */
export async function tabTo(page: Page, target: Locator, { most = 200, back = false } = {}) {
  // The screen is drawn before a key is pressed: Tab on a page still loading would find nothing.
  await expect(target).toBeVisible();
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusShown(page), `Tab ${i + 1} on the way to ${target}`).toBe('');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${most} presses`);
}
