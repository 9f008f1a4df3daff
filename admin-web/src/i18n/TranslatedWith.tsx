import { Fragment, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';

/** The mark a translation's element place is filled with, to be replaced by the element. */
const PLACE = '\u0000';

/**
 * The translation of `key` with its place `place` (`%{state}`) made `element` (a chip, a piece of
 * code): polyglot fills places with text only. A language whose text has no such place shows none.
 */
export function TranslatedWith({ text: key, place, element }: { text: string; place: string; element: ReactElement }) {
  const translate = useTranslate();
  const [before, ...after] = translate(key, { [place]: PLACE }).split(PLACE);
  return (
    <>
      {before}
      {after.map((part, i) => (
        <Fragment key={i}>
          {element}
          {part}
        </Fragment>
      ))}
    </>
  );
}
