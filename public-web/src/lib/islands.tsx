import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { NoteTexts } from './i18n';
import { useRenderInfo } from './ssr';

/** True inside an island: an island rendered there is a plain part of it. */
export const InsideIsland = createContext(false);

/**
 * An interactive part of a page, an island (docs/public-site.md, Islands): the server renders
 * `of` with `props` like any component, inside an element that names its code and holds its
 * props, and the browser hydrates that element alone (app/hydrate.tsx), with the same props;
 * the rest of the page is the server's HTML, which no script hydrates. `of` is the default
 * export of a `*.island.tsx` module, and its props must survive JSON. `children`, if any, are
 * rendered by the server inside a `data-slot` element and handed to the island in the browser as
 * that element's HTML: static content the island may show, move or hide, but not run. Inside
 * another island (a card's dialog in a list that filters its cards), it is a plain component.
 *
 * The page carries the catalogue's groups of the texts its islands rendered on the server, and those
 * a hook notes for what shows only in the browser (`useMessageText`: a form's messages), so an
 * island needs no catalogue of its own.
 */
export function Island<P extends object>({ of: Component, props, children }: { of: ComponentType<P>; props: P; children?: ReactNode }) {
  const inside = useContext(InsideIsland);
  const server = useRenderInfo().server;
  if (inside) return <Component {...props}>{children}</Component>;
  if (!server) throw new Error('An island is drawn by the server; the browser takes it over (app/hydrate.tsx).');
  return (
    <div data-island={server.island(Component as ComponentType<never>)} data-props={JSON.stringify(props)}>
      <InsideIsland value>
        <NoteTexts note={server.textGroup}>
          <Component {...props}>{children === undefined ? undefined : <div data-slot="">{children}</div>}</Component>
        </NoteTexts>
      </InsideIsland>
    </div>
  );
}
