import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Public spec §9: sections land 120 px below the top, under the sticky header. */
export const SCROLL_OFFSET = 120;
export const ANCHOR_SCROLL_DELAY = 300;

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior });
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
