/**
 * The accessibility check of both browser suites (docs/public-site.md and docs/back-office.md,
 * Accessibility): axe-core, the engine behind Lighthouse's accessibility audit, with its whole
 * rule set for WCAG 2.2 levels A and AA and its best practices, on the page as it is now (an open
 * dialog, a form showing its errors, the mobile menu), failing on any violation with the rule, the
 * elements and the page named.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's tags of the rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Each violation as one line: the rule, its help, and the elements (at most five) with what is wrong. */
function described(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ` +
      v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('; '),
  );
}

/** Runs `builder` on the page once its transitions (a notice or a dialog fading in) have ended, and expects no violation. */
async function expectNoViolation(page: Page, builder: AxeBuilder, state: string): Promise<void> {
  // Two frames first: a change the page has just been told of (data arrived) has started its transitions.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await builder.analyze();
  const width = page.viewportSize()?.width;
  expect(described(violations), `axe violations on ${page.url()}${state ? ` (${state})` : ''} at ${width} px`).toEqual([]);
}

/**
 * Expects no axe violation on the page as it is, at its current width; `state` names what is
 * shown; `exclude`, a selector, leaves out what it finds (a notice that may fade away mid-check).
 */
export async function expectAccessible(page: Page, state = '', exclude?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  await expectNoViolation(page, exclude ? builder.exclude(exclude) : builder, state);
}

/**
 * Expects the controls `selector` finds to keep their contrast as they are now (hovered, focused):
 * axe's colour-contrast rule alone, on them alone, since nothing else on the page changed.
 */
export async function expectContrast(page: Page, selector: string, state: string): Promise<void> {
  await expectNoViolation(page, new AxeBuilder({ page }).withRules(['color-contrast']).include(selector), state);
}
