/**
 * Which islands the browser hydrates at once (docs/public-site.md, Islands): those on screen when
 * the page's code starts (the header, the hero; the form an address's #section landed on). The
 * others are hydrated when they come near the screen, or when the visitor reaches into one
 * first: their code is not fetched until then.
 */
export function onScreen(island: Element): boolean {
  // An island's element is no box of its own (display: contents): its contents' box is measured.
  const range = document.createRange();
  range.selectNodeContents(island);
  const box = range.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && (box.width > 0 || box.height > 0);
}

/** The island elements of the page, in the order of the page. */
export const islandsOfPage = () => [...document.querySelectorAll<HTMLElement>('[data-island]')];

/**
 * Asks for the chunks `hrefs` together (`modulepreload`), each once, so none waits for an import
 * to find it: the islands' runtime and each island's chunks, which the server names
 * (docs/public-site.md, Loading performance).
 */
export function preloadCode(hrefs: readonly string[]): void {
  for (const href of new Set(hrefs)) {
    if (!href || document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
