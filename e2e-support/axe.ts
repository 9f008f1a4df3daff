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

/**
 * Expects no axe violation on the page as it is, at its current width; `state` names what is
 * shown; `only`, a selector, limits the check to what it finds (a hovered control).
 */
export async function expectAccessible(page: Page, state = '', only?: string): Promise<void> {
  // Colours are measured once a transition (a notice or a dialog fading in) has ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const { violations } = await (only ? builder.include(only) : builder).analyze();
  const width = page.viewportSize()?.width;
  expect(described(violations), `axe violations on ${page.url()}${state ? ` (${state})` : ''} at ${width} px`).toEqual([]);
}
