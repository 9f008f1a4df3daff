// The global stylesheet first, so each component's own stylesheet comes after it.
import './styles/global.css';

/**
 * The page the server rendered is painted before any of the app's code runs (docs/public-site.md,
 * Loading performance): the code is fetched at once (the server preloads it) but evaluated and
 * hydrated in the task after the first frame. A page opened in a background tab paints no
 * frame, and a page without the server's render has nothing to show: those start at once.
 */
const start = () => void import('./app/start');
if (document.visibilityState === 'hidden' || !document.getElementById('ssr-data')) start();
else requestAnimationFrame(() => window.setTimeout(start, 0));
