import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Public spec §9: sections land 120 px below the top, under the sticky header. */
export const SCROLL_OFFSET = 120;
export const ANCHOR_SCROLL_DELAY = 300;

/** The page offset that puts an element `SCROLL_OFFSET` px below the top (never above the page). */
export function sectionScrollTop(elementTopInViewport: number, scrollY: number): number {
  return Math.max(0, elementTopInViewport + scrollY - SCROLL_OFFSET);
}

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({ top: sectionScrollTop(element.getBoundingClientRect().top, window.scrollY), behavior });
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
