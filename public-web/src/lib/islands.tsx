import type { ComponentType, ReactNode } from 'react';
import { useRenderInfo } from './ssr';

/**
 * An interactive part of a page, an island (docs/public-site.md, Islands): the server draws
 * `of` with `props` like any component, inside an element that names its code and holds its
 * props, and the browser takes over that element alone (app/hydrate.tsx), with the same props;
 * the rest of the page is the server's HTML, which no script takes over. `of` is the default
 * export of a `*.island.tsx` module, and its props must survive JSON. `children`, if any, are
 * drawn by the server inside a `data-slot` element and handed to the island in the browser as
 * that element's HTML: static content the island may show, move or hide, but not run.
 */
export function Island<P extends object>({ of: Component, props, children }: { of: ComponentType<P>; props: P; children?: ReactNode }) {
  const code = useRenderInfo().server?.island(Component as ComponentType<never>);
  if (!code) throw new Error('An island is drawn by the server; the browser takes it over (app/hydrate.tsx).');
  return (
    <div data-island={code} data-props={JSON.stringify(props)}>
      <Component {...props}>{children === undefined ? undefined : <div data-slot="">{children}</div>}</Component>
    </div>
  );
}
