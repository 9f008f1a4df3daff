import { useSyncExternalStore } from 'react';

/** One toast at a time, shown for 5000 ms (docs/public-site.md, Notices). Exported for its tests. @internal */
export const TOAST_DURATION = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

let current: Toast | null = null;
let nextId = 1;
let timer: number | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast() {
  window.clearTimeout(timer);
  current = null;
  emit();
}

/** Shows a toast, replacing the one on screen (the limit is 1). */
export function toast(input: Omit<Toast, 'id'>) {
  window.clearTimeout(timer);
  current = { ...input, id: nextId++ };
  timer = window.setTimeout(dismissToast, TOAST_DURATION);
  emit();
}

/** The toast on screen, if any. Exported for its tests. @internal */
export function currentToast(): Toast | null {
  return current;
}

/** @internal (exported for its tests) */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast(): Toast | null {
  // No toast is ever shown on the server.
  return useSyncExternalStore(subscribeToToasts, currentToast, () => null);
}
