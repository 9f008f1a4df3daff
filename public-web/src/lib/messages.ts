import { type FormMessageCode, hasNoLatinWord, isFormMessageCode, messageCode, type ShownMessage } from '@institute/shared';
import { serverMessage } from './api';
import { useTexts } from './i18n';
import { useLocale } from './locale';
import { useRenderInfo } from './ssr';

/** The catalogue's groups `useMessageText` reads. */
const MESSAGE_TEXTS = ['formMessages', 'forms'];

/**
 * A message a libs rule made on this page (a `validateX` field error, a password rule's answer),
 * as a form keeps it: its code (`required.name`, libs `messageCode`), or the message itself when
 * no message table holds it. The one place a page gives a rule's message its code, as the API's
 * error writer gives its answers theirs (docs/api.md, Errors).
 */
export function codeOrMessage(message: string): string {
  return messageCode(message) ?? message;
}

/** Each field's message of a rule's answer as a form keeps it (codeOrMessage). */
export function codesOrMessages<K extends string>(errors: Partial<Record<K, string>>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, codeOrMessage(message as string)])) as Partial<
    Record<K, string>
  >;
}

/**
 * How a form shows a message (a field error, a toast, a refusal), whether it comes from a libs
 * `validateX` rule, the JSON API's answer or the server's answer to a form posted without
 * JavaScript (docs/public-site.md, Languages): by its code, the catalogue's `formMessages` text in
 * the page's language. A message without a code the forms know shows as it is on an English page;
 * on a Nepali page a message already in Nepali shows as it is, and any other (an English text the
 * catalogue does not know) a general Nepali sentence, so no English message of the server is ever
 * shown there. The English words are never looked up.
 * `text(code)`, `text({ code, message })`; `text.server(error, fallback)`: the message of a failed call, as `serverMessage` reads it.
 */
export function useMessageText() {
  // Its messages appear once the form runs, so the page carries their groups (lib/islands.tsx).
  const server = useRenderInfo().server;
  for (const group of MESSAGE_TEXTS) server?.textGroup(group);
  const locale = useLocale();
  const t = useTexts();
  const text = (shown: FormMessageCode | ShownMessage | string): string => {
    const { code, message } = typeof shown === 'string' ? { code: shown, message: shown } : shown;
    if (isFormMessageCode(code)) return t(`formMessages.${code}`);
    if (locale === 'en' || !message) return message;
    return hasNoLatinWord(message) ? message : t('forms.unknownMessage');
  };
  return Object.assign(text, {
    server: (error: unknown, fallback: FormMessageCode | ShownMessage | string) =>
      text(serverMessage(error, typeof fallback === 'string' ? { code: fallback, message: fallback } : fallback)),
  });
}
