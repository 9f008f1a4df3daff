// The islands in the browser (docs/public-site.md, Islands): loaded by main.tsx once the server's
// page has been painted, when the page holds one.
import { type ComponentType, type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Catalogue } from '@institute/shared/catalogue/en';
import { Toaster } from '@/components/Toaster';
import { loadTexts, PageTexts, provideCatalogues } from '@/lib/i18n';
import { InsideIsland } from '@/lib/islands';
import { splitLocale } from '@institute/shared';
import { RenderContext, type RenderInfo } from '@/lib/ssr';
import { readSsrData } from '@/lib/ssr-data';
import { islandsOfPage, onScreen, preloadCode } from './islands-in-view';

interface IslandModule {
  default: ComponentType<{ children?: ReactNode }>;
}

// The render information the server had, but the address, which is the page's own.
const ssr = readSsrData();
const info: RenderInfo = {
  url: window.location.pathname + window.location.search,
  renderedAt: ssr?.renderedAt ?? Date.now(),
  form: ssr?.form,
  formStamp: ssr?.formStamp,
};
const code = ssr?.code ?? {};

// The page carries the texts its islands show, in its language (lib/islands.tsx).
const texts = (ssr?.texts ?? {}) as Catalogue;
provideCatalogues({ en: async () => texts, ne: async () => texts });
const textsLoaded = loadTexts(splitLocale(window.location.pathname).locale);

/** Calls `done` once the island's first render has run. */
function Taken({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** What Tab stops at (a honeypot, `tabindex="-1"`, is not). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps a keyboard user's place while an island is taken over (docs/public-site.md,
 * Accessibility): an island may draw a control otherwise once it runs (a `<summary>` becomes the
 * `<button>` of a dialog, a link a button), and the element that had the focus then leaves the
 * page. The focus goes to the island's control at the same place among its focusable elements.
 * Watched from the start of the taking over until the frame after its first render; the returned
 * function ends the watch.
 */
function keepFocusPlace(element: HTMLElement): () => void {
  const focusable = () => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
  let place = -1;
  const note = () => {
    place = focusable().indexOf(document.activeElement as HTMLElement);
  };
  const restore = () => {
    if (place >= 0 && (!document.activeElement || document.activeElement === document.body)) focusable()[place]?.focus();
  };
  note();
  // On the document, in the capture phase: React stops a focus event that reaches a part of the
  // page it has not taken over yet (it replays it there later), so a listener on the island would
  // not hear it.
  document.addEventListener('focusin', note, true);
  const observer = new MutationObserver(restore);
  observer.observe(element, { childList: true, subtree: true });
  return () =>
    requestAnimationFrame(() => {
      restore();
      observer.disconnect();
      document.removeEventListener('focusin', note, true);
    });
}

/** Takes an island over with the props the server drew it with; resolves once it runs. */
async function hydrate(element: HTMLElement): Promise<void> {
  const endFocusWatch = keepFocusPlace(element);
  const src = element.dataset.island!;
  preloadCode([src, ...(code[src] ?? [])]);
  const [{ default: Component }] = await Promise.all([import(/* @vite-ignore */ src) as Promise<IslandModule>, textsLoaded]);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // The server's children of the island, as they are (lib/islands.tsx).
  const slot = element.querySelector(':scope [data-slot]');
  const children = slot ? <div data-slot="" dangerouslySetInnerHTML={{ __html: slot.innerHTML }} /> : undefined;
  return new Promise((done) => {
    // As a transition, the taking over is cut into slices that yield to the browser between them,
    // so a tap or a scroll is never held up by one long task (docs/public-site.md, Loading performance).
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <RenderContext value={info}>
            <PageTexts>
              <InsideIsland value>
                <Component {...props}>{children}</Component>
              </InsideIsland>
              <Taken
                done={() => {
                  // The island is marked as hydrated (`data-hydrated`): the browser suite waits for it.
                  element.dataset.hydrated = '';
                  endFocusWatch();
                  done();
                }}
              />
            </PageTexts>
          </RenderContext>
        </StrictMode>,
      );
    });
  });
}

/** An island off screen is hydrated when it comes near the screen, or when the visitor reaches into it first. */
function hydrateWhenNeeded(element: HTMLElement): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of ['pointerdown', 'focusin'] as const) element.removeEventListener(type, start, true);
    void hydrate(element);
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px 0px' });
  for (const child of element.children) observer.observe(child);
  for (const type of ['pointerdown', 'focusin'] as const) element.addEventListener(type, start, true);
}

const islands = islandsOfPage();
const now = islands.filter(onScreen);
for (const element of islands) if (!now.includes(element)) hydrateWhenNeeded(element);
// The browser suite waits for this mark before typing or clicking (docs/public-site.md, Islands).
void Promise.all(now.map(hydrate)).then(() => {
  document.documentElement.dataset.app = 'running';
});

// The one toast on screen, which the islands' forms show (lib/toast.ts): the server renders none.
const toaster = document.createElement('div');
document.body.append(toaster);
createRoot(toaster).render(
  <RenderContext value={info}>
    <PageTexts>
      <Toaster />
    </PageTexts>
  </RenderContext>,
);
