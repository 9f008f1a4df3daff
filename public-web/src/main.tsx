// The global stylesheet first, so each component's own stylesheet comes after it.
import './styles/global.css';

/**
 * The chunks the server named for this page (`<meta name="page-code">`), asked for together, so
 * the page's own chunk does not wait for the app's code to find it.
 */
function fetchPageCode(): void {
  const names = document.querySelector<HTMLMetaElement>('meta[name="page-code"]')?.content.split(' ') ?? [];
  for (const href of names.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The page the server rendered is painted before any of its code is fetched (docs/public-site.md,
 * Loading performance): the first frame has the document and its images to itself; then the
 * islands' code is fetched, evaluated and takes the islands over (app/hydrate.tsx). A page
 * without islands runs no more script than this. A page opened in a background tab paints no
 * frame: it starts at once.
 */
const start = () => {
  if (!document.querySelector('[data-island]')) {
    document.documentElement.dataset.app = 'running';
    return;
  }
  fetchPageCode();
  void import('./app/hydrate');
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => window.setTimeout(start, 0));
