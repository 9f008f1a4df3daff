// The app in the browser: loaded by main.tsx once the server's page has been painted.
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { splitLocale } from '@institute/shared';
import { loadTexts, provideCatalogues } from '@/lib/i18n';
import { readSsrData, RenderContext } from '@/lib/ssr';
import { AppRoutes } from './App';
import { createQueryClient } from './query-client';

// The server rendered the page with this data (docs/public-site.md, Server rendering): the
// browser starts from the same, so its first render matches the HTML it takes over.
const ssr = readSsrData();
const queryClient = createQueryClient();
if (ssr) hydrate(queryClient, ssr.queries);

const app = (
  <StrictMode>
    <RenderContext value={{ renderedAt: ssr?.renderedAt ?? Date.now(), form: ssr?.form, formStamp: ssr?.formStamp }}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </RenderContext>
  </StrictMode>
);

const root = document.getElementById('root')!;
// The page's texts first (lib/i18n.tsx), so the first render is the server's: each language's
// catalogue is a chunk of its own, and a page loads only its own.
provideCatalogues({
  en: () => import('@institute/shared/catalogue/en').then((m) => m.EN_TEXTS),
  ne: () => import('@institute/shared/catalogue/ne').then((m) => m.NE_TEXTS),
});
await loadTexts(splitLocale(window.location.pathname).locale);
if (ssr) {
  // As a transition, the taking over is cut into slices that yield to the browser between them,
  // so a tap or a scroll is never held up by one long task (docs/public-site.md, Loading
  // performance).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
