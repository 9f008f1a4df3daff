/**
 * A section lands 120 px below the top, under the sticky header (docs/public-site.md, Constants):
 * a section link on the page scrolls there smoothly; an address with a hash lands there by the
 * browser's own jump (`scroll-margin-top` in styles/global.css).
 */
const SCROLL_OFFSET = 120;

/** The page offset that puts an element `SCROLL_OFFSET` px below the top (never above the page). Exported for its tests. @internal */
export function sectionScrollTop(elementTopInViewport: number, scrollY: number): number {
  return Math.max(0, elementTopInViewport + scrollY - SCROLL_OFFSET);
}

/**
 * How long at most a section scroll keeps its aim while the page above it is still filling in: long
 * enough for a slow connection or a busy phone; the visitor scrolling by themselves ends it sooner.
 */
const SCROLL_SETTLE_MS = 10_000;

/** The visitor scrolling or acting on the page by themselves: from then on the page is theirs. */
const VISITOR_TAKES_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Ends the aim of the section scroll under way, if any. */
let stopAiming: (() => void) | null = null;

/** Scrolls to the section `id` when the page holds it; false when it does not (the caller then navigates). */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  if (!document.getElementById(id)) return false;
  aimAt(id, behavior);
  return true;
}

/**
 * Puts the section `id` 120 px below the top, and keeps that aim while the page is still filling
 * in: lists and texts above the section may arrive after the scroll starts and push it down, the
 * section itself may not be on the page yet (a page still loading) or be rendered anew. The
 * section is looked up by its id on every aim, never held, so a re-rendered one is still found.
 */
function aimAt(id: string, behavior: ScrollBehavior) {
  stopAiming?.();
  const aim = (how: ScrollBehavior) => {
    const element = document.getElementById(id);
    if (element) window.scrollTo({ top: sectionScrollTop(element.getBoundingClientRect().top, window.scrollY), behavior: how });
  };
  aim(behavior);
  if (typeof ResizeObserver === 'undefined') return;
  // The observer also reports once on start; only a height other than the last one is a change
  // (compared, not counted: the page may already have changed before that first report).
  const bodyHeight = () => document.body.getBoundingClientRect().height;
  let height = bodyHeight();
  const observer = new ResizeObserver(() => {
    if (bodyHeight() === height) return;
    height = bodyHeight();
    aim('auto');
  });
  const timer = window.setTimeout(stop, SCROLL_SETTLE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_TAKES_OVER) window.removeEventListener(type, stop);
    if (stopAiming === stop) stopAiming = null;
  }
  for (const type of VISITOR_TAKES_OVER) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  stopAiming = stop;
}
