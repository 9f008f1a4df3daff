import { formMessageKey, hasNoLatinWord } from '@institute/shared';
import { serverMessage } from './api';
import { useTexts } from './i18n';
import { useLocale } from './locale';
import { useRenderInfo } from './ssr';

/** The catalogue's groups `useMessageText` reads. */
const MESSAGE_TEXTS = ['formMessages', 'forms'];

/**
 * How a form shows a message (a field error, a toast, a refusal), whether it comes from a libs
 * `validateX` rule, the JSON API's answer or the server's answer to a form posted without
 * JavaScript (docs/public-site.md, Languages): on an English page the message as it is; on a
 * Nepali page the catalogue's Nepali text of a libs message constant (`formMessageKey`), a
 * message already in Nepali as it is, and for any other (an English text the catalogue does not
 * know) a general Nepali sentence, so no English message of the server is ever shown there.
 * `text(message)`; `text.server(error, fallback)`: the message of a failed call, as `serverMessage` reads it.
 */
export function useMessageText() {
  // Its messages appear once the form runs, so the page carries their groups (lib/islands.tsx).
  const server = useRenderInfo().server;
  for (const group of MESSAGE_TEXTS) server?.textGroup(group);
  const locale = useLocale();
  const t = useTexts();
  const text = (message: string): string => {
    if (locale === 'en' || !message) return message;
    const key = formMessageKey(message);
    if (key) return t(`formMessages.${key}`);
    return hasNoLatinWord(message) ? message : t('forms.unknownMessage');
  };
  return Object.assign(text, { server: (error: unknown, fallback: string) => text(serverMessage(error, fallback)) });
}
