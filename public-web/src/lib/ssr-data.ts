import type { Catalogue } from '@institute/shared/catalogue/en';
import type { RenderInfo } from './ssr';

// Its own module, with no import the browser runs: the entry (src/main.tsx) reads the data block
// before any of the islands' code is fetched.

/** The element holding the server's data for the browser (a JSON data block: no inline script to allow). */
const SSR_DATA_ID = 'ssr-data';

/**
 * What the islands start from besides their own props: the same render information the server
 * had, the catalogue's groups their texts come from, and the code each island loads.
 */
export interface SsrData extends Pick<RenderInfo, 'renderedAt' | 'form' | 'formStamp'> {
  texts: Partial<Catalogue>;
  /** Each island's chunk (its element's `data-island`) → the chunks it imports. */
  code: Record<string, string[]>;
}

/** The data block the server puts after the app's markup; its JSON cannot end the element early. */
export function ssrDataElement(data: SsrData): string {
  return `<script type="application/json" id="${SSR_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function readSsrData(): SsrData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrData) : null;
}
