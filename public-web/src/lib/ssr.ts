import type { PageFormAnswer, PageHead } from '@institute/shared';
import { type ComponentType, createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The render a page is part of: when it was rendered (the header's date must read the same
 * when the browser hydrates the page), and on the server the page's head tags and status.
 */
export interface RenderInfo {
  /** The page's address, path and query (`/ne/news-notices?q=exam`): on the server the one asked for, in the browser the page's own. */
  url: string;
  renderedAt: number;
  /** The answer to a form posted to the page without JavaScript, when the page is that answer. */
  form?: PageFormAnswer;
  /** When the server showed the page's forms, signed: the home forms post it back (docs/behaviour.md). */
  formStamp?: string;
  server?: {
    setHead(head: PageHead): void;
    setStatus(code: number): void;
    /** Notes an island the page holds (lib/islands.tsx), by its component, and answers the address of its code. */
    island(component: ComponentType<never>): string;
    /** Notes a group of the catalogue an island shows (lib/islands.tsx). */
    textGroup(group: string): void;
  };
}

export const RenderContext = createContext<RenderInfo | null>(null);

export function useRenderInfo(): RenderInfo {
  const info = useContext(RenderContext);
  if (!info) throw new Error('useRenderInfo() outside <RenderContext>');
  return info;
}

/** The page's address (path and query), the same on the server and in the browser. */
export function usePageUrl(): URL {
  return new URL(useRenderInfo().url, 'http://site');
}

/** The answer to a form of `kind` posted to this page without JavaScript, if the page is one. */
export function usePostedForm<K extends PageFormAnswer['form']>(kind: K): (PageFormAnswer & { form: K }) | undefined {
  const form = useRenderInfo().form;
  return form?.form === kind ? (form as PageFormAnswer & { form: K }) : undefined;
}

/** A page that is an error page says so, and the server answers with that status. */
export function useStatusCode(code: number) {
  useRenderInfo().server?.setStatus(code);
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
