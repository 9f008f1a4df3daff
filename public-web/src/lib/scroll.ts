import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A section lands 120 px below the top, under the sticky header; a hash in the address scrolls 300 ms after the page shows (docs/public-site.md, Constants). */
const SCROLL_OFFSET = 120;
const ANCHOR_SCROLL_DELAY = 300;

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

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  stopAiming?.();
  const aim = (how: ScrollBehavior) =>
    window.scrollTo({ top: sectionScrollTop(element.getBoundingClientRect().top, window.scrollY), behavior: how });
  aim(behavior);
  // Lists and texts above the section may arrive after the scroll starts and push it down: while
  // the page's height changes, aim again, so the section still lands 120 px below the top.
  if (typeof ResizeObserver === 'undefined') return true;
  let first = true; // the observer reports once on start; that is not a change
  const observer = new ResizeObserver(() => {
    if (first) first = false;
    else if (element.isConnected) aim('auto');
    else stop();
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
  return true;
}

/** When the address has a hash, smooth-scroll to that element 300 ms after the page shows. */
export function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => scrollToSection(id), ANCHOR_SCROLL_DELAY);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}

/** A new page starts at the top unless its address names a section. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
