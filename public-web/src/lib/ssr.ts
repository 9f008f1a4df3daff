import type { PageFormAnswer } from '@institute/shared';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** What a page tells the server about itself while it is rendered there. */
export interface PageHead {
  fullTitle: string;
  description: string;
  /** As the page names it (may be relative); the server makes it absolute. */
  image: string | null;
  type: 'website' | 'article';
  siteName: string;
}

/**
 * The render a page is part of: when it was rendered (the header's date must read the same
 * when the browser takes over the page), and on the server the page's head tags and status.
 */
export interface RenderInfo {
  renderedAt: number;
  /** The answer to a form posted to the page without JavaScript, when the page is that answer. */
  form?: PageFormAnswer;
  /** When the server showed the page's forms, signed: the home forms post it back (docs/behaviour.md). */
  formStamp?: string;
  server?: { setHead(head: PageHead): void; setStatus(code: number): void };
}

export const RenderContext = createContext<RenderInfo | null>(null);

export const useRenderInfo = () => useContext(RenderContext);

/**
 * The answer to a form of `kind` posted to this page without JavaScript, if the page is one: only
 * on the history entry the server answered (the router's first, `key` 'default'), so a page the
 * visitor navigates to later, the same page included, starts without it.
 */
export function usePostedForm<K extends PageFormAnswer['form']>(kind: K): (PageFormAnswer & { form: K }) | undefined {
  const form = useRenderInfo()?.form;
  const answered = useLocation().key === 'default';
  return answered && form?.form === kind ? (form as PageFormAnswer & { form: K }) : undefined;
}

/** A page that is an error page says so, and the server answers with that status. */
export function useStatusCode(code: number) {
  useRenderInfo()?.server?.setStatus(code);
}

/** The element holding the server's data for the browser (a JSON data block: no inline script to allow). */
const SSR_DATA_ID = 'ssr-data';

export interface SsrData {
  renderedAt: number;
  queries: DehydratedState;
  form?: PageFormAnswer;
  formStamp?: string;
}

/** The data block the server puts after the app's markup; its JSON cannot end the element early. */
export function ssrDataElement(data: SsrData): string {
  return `<script type="application/json" id="${SSR_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function readSsrData(): SsrData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrData) : null;
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser takes the page over, true once React runs it: a
 * form sent before then would go out as a plain GET, its fields (a password, a date of birth)
 * in the address (docs/public-site.md, Server rendering).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
