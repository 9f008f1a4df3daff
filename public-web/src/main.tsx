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
 * The page the server rendered is painted before any of the app's code is fetched
 * (docs/public-site.md, Loading performance): the first frame has the document and its images
 * to itself; then the code is fetched, evaluated and hydrated. A page opened in a background tab
 * paints no frame, and a page without the server's render has nothing to show: those start at
 * once.
 */
const start = () => {
  fetchPageCode();
  void import('./app/start');
};
if (document.visibilityState === 'hidden' || !document.getElementById('ssr-data')) start();
else requestAnimationFrame(() => window.setTimeout(start, 0));
