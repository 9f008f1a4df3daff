// The global stylesheet first, so each component's own stylesheet comes after it.
import './styles/global.css';
import { islandsOfPage, onScreen, preloadCode } from './app/islands-in-view';
import { readSsrData } from './lib/ssr-data';

/**
 * The chunks of the islands' runtime the server named for this page (`<meta name="page-code">`),
 * and those of the islands on screen (the page's data block names each island's chunks).
 */
function fetchPageCode(): void {
  const runtime = document.querySelector<HTMLMetaElement>('meta[name="page-code"]')?.content.split(' ') ?? [];
  const code = readSsrData()?.code ?? {};
  const islands = islandsOfPage()
    .filter(onScreen)
    .flatMap((island) => [island.dataset.island!, ...(code[island.dataset.island!] ?? [])]);
  preloadCode([...runtime, ...islands]);
}

/**
 * The page the server rendered is painted before any of its code is fetched (docs/public-site.md,
 * Loading performance): the first frame has the document and its images to itself; then the
 * islands' code is fetched, evaluated and takes the islands over (app/hydrate.tsx). A page
 * without islands runs no more script than this. A page opened in a background tab paints no
 * frame: it starts at once.
 */
const start = () => {
  if (islandsOfPage().length === 0) {
    document.documentElement.dataset.app = 'running';
    return;
  }
  fetchPageCode();
  void import('./app/hydrate');
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => window.setTimeout(start, 0));
