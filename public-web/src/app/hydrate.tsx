// The islands in the browser (docs/public-site.md, Islands): loaded by main.tsx once the server's
// page has been painted, when the page holds one.
import { splitLocale } from '@institute/shared';
import { type ComponentType, type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '@/components/Toaster';
import { loadTexts, PageTexts, provideCatalogues } from '@/lib/i18n';
import { readSsrData, RenderContext, type RenderInfo } from '@/lib/ssr';

interface IslandModule {
  default: ComponentType<{ children?: ReactNode }>;
}

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];

// The render information the server had, but the address, which is the page's own.
const ssr = readSsrData();
const info: RenderInfo = {
  url: window.location.pathname + window.location.search,
  renderedAt: ssr?.renderedAt ?? Date.now(),
  form: ssr?.form,
  formStamp: ssr?.formStamp,
};

/**
 * Marks the page as the browser's once every island has been taken over: the browser suite
 * waits for it before typing or clicking (docs/public-site.md, Islands).
 */
let waiting = islands.length;
function MarkTakenOver() {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.dataset.app = 'running';
  }, []);
  return null;
}

// Each language's catalogue is a chunk of its own: a page loads only its own.
provideCatalogues({
  en: () => import('@institute/shared/catalogue/en').then((m) => m.EN_TEXTS),
  ne: () => import('@institute/shared/catalogue/ne').then((m) => m.NE_TEXTS),
});
const texts = loadTexts(splitLocale(window.location.pathname).locale);

await Promise.all(
  islands.map(async (element) => {
    const [{ default: Component }] = await Promise.all([import(/* @vite-ignore */ element.dataset.island!) as Promise<IslandModule>, texts]);
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    // The server's children of the island, as they are (lib/islands.tsx).
    const slot = element.querySelector(':scope [data-slot]');
    const children = slot ? <div data-slot="" dangerouslySetInnerHTML={{ __html: slot.innerHTML }} /> : undefined;
    // As a transition, the taking over is cut into slices that yield to the browser between them,
    // so a tap or a scroll is never held up by one long task (docs/public-site.md, Loading performance).
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <RenderContext value={info}>
            <PageTexts>
              <Component {...props}>{children}</Component>
              <MarkTakenOver />
            </PageTexts>
          </RenderContext>
        </StrictMode>,
      );
    });
  }),
);

// The one toast on screen, which the islands' forms show (lib/toast.ts): the server draws none.
const toaster = document.createElement('div');
document.body.append(toaster);
createRoot(toaster).render(
  <RenderContext value={info}>
    <PageTexts>
      <Toaster />
    </PageTexts>
  </RenderContext>,
);
