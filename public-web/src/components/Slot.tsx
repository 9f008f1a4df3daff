import type { ReactNode } from 'react';

/** A mark standing for `children` in a catalogue text: `t('team.email', { 0: SLOT })`. */
export const SLOT = '\u2063';

/**
 * A catalogue text with an element in it where its SLOT stands: a name in another language
 * keeps its own `lang` inside the page's sentence, in either word order (docs/public-site.md, Languages).
 */
export function Slot({ text, children }: { text: string; children: ReactNode }) {
  const at = text.indexOf(SLOT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + SLOT.length).replaceAll(SLOT, '')}
    </>
  );
}
