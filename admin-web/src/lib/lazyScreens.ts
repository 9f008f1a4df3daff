import { type ComponentType, lazy } from 'react';

export type Screen = 'list' | 'create' | 'edit' | 'show';

/**
 * A resource's screens, each a React.lazy of the folder's `screens.tsx`: the code of a
 * resource is fetched the first time one of its screens opens (one chunk per folder, so its
 * list, create and edit come together). The names are given here, not read from the module,
 * because react-admin must know at start-up which screens exist (routes, Create/Edit buttons).
 * react-admin's Layout shows its loading indicator while a chunk arrives.
 */
export function lazyScreens<K extends Screen>(
  load: () => Promise<{ default: Record<K, ComponentType> }>,
  screens: readonly K[],
): Record<K, ComponentType> {
  return Object.fromEntries(
    screens.map((screen) => [screen, lazy(() => load().then((m) => ({ default: m.default[screen] })))]),
  ) as unknown as Record<K, ComponentType>;
}
