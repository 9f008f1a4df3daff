// The global stylesheet first, so each component's own stylesheet comes after it.
import './styles/global.css';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/App';
import { createQueryClient } from './app/query-client';
import { readSsrData, RenderContext } from './lib/ssr';

// The server rendered the page with this data (docs/public-site.md, Server rendering): the
// browser starts from the same, so its first render matches the HTML it takes over.
const ssr = readSsrData();
const queryClient = createQueryClient();
if (ssr) hydrate(queryClient, ssr.queries);

const app = (
  <StrictMode>
    <RenderContext value={{ renderedAt: ssr?.renderedAt ?? Date.now() }}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </RenderContext>
  </StrictMode>
);

const root = document.getElementById('root')!;
if (ssr) {
  // The server's page is painted first and taken over right after (docs/public-site.md, Loading
  // performance): hydrating it is the longest work of the load, and nothing of it shows.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // As a transition, the taking over is cut into slices that yield to the browser between
    // them, so a tap or a scroll is never held up by one long task (docs/public-site.md, Loading
    // performance).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  };
  // A page opened in a background tab paints no frame: it is taken over at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => window.setTimeout(start, 0));
} else createRoot(root).render(app);
