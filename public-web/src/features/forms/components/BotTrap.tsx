import { type FormMessageCode, HOME_FORM_FIELDS, type HomeForm, SUBMISSION_GUARD, type SUBSCRIBE_FORM } from '@institute/shared';
import { useCallback, useId, useRef } from 'react';
import { toast } from '@/lib/toast';
import { usePostedForm, useRenderInfo } from '@/lib/ssr';
import { useForm, useTypedBeforeHydration } from '@/lib/use-form';
import { codeOrMessage, codesOrMessages, useMessageText } from '@/lib/messages';
import { isUnavailable } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import './BotTrap.css';

const { honeypotField, elapsedField } = SUBMISSION_GUARD;

/**
 * The bot trap of the public forms (docs/behaviour.md, Applications and contact messages): a
 * field people never see, and how long the form has been open, sent along with the form.
 * The clock starts when the page arrived (`performance.timeOrigin`): the server's form can be
 * typed in from the first paint, and its island may be hydrated only when the visitor reaches
 * it (docs/public-site.md, Islands), by which time they may have filled it in.
 */
export function useBotTrap() {
  const input = useRef<HTMLInputElement | null>(null);
  const openedAt = useRef(0);
  const honeypotRef = useCallback((node: HTMLInputElement | null) => {
    input.current = node;
    if (node && !openedAt.current) openedAt.current = Math.round(performance.timeOrigin);
  }, []);
  return {
    honeypotRef,
    /** The two fields to add to the body; read when the form is sent. */
    fields: () => ({
      [honeypotField]: input.current?.value ?? '',
      [elapsedField]: Math.max(0, Math.round(Date.now() - openedAt.current)),
    }),
    /** A form that stays on screen after a success starts counting again for the next one. */
    restart: () => {
      openedAt.current = Date.now();
    },
  };
}

/**
 * The honeypot: off-screen rather than display:none (some bots skip hidden inputs), hidden from
 * screen readers (aria-hidden), out of the tab order and never autofilled.
 */
export function Honeypot({ inputRef }: { inputRef: (node: HTMLInputElement | null) => void }) {
  const id = useId();
  const t = useTexts();
  return (
    <div className="bot-trap" aria-hidden="true">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input ref={inputRef} id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The hidden fields of a home page form (or the subscription form) posted without JavaScript
 * (docs/public-site.md, Forms without JavaScript): which form it is, and when the server showed
 * it, signed, from which the bot trap counts the time the form was open.
 */
export function HomeFormFields({ intent }: { intent: HomeForm | typeof SUBSCRIBE_FORM.intent }) {
  const stamp = useRenderInfo().formStamp;
  return (
    <>
      <input type="hidden" name={HOME_FORM_FIELDS.intent} value={intent} />
      {stamp && <input type="hidden" name={HOME_FORM_FIELDS.shownAt} value={stamp} />}
    </>
  );
}

/** Said in the form while the last try answered 503, or with `message` when a post was refused (429, 403, 413), in the page's language. */
export function UnavailableNotice({ message }: { message?: string }) {
  const text = useMessageText();
  return (
    <p className="form-unavailable span-2" role="alert" data-testid="form-unavailable">
      {text(message === undefined ? 'publicForm.unavailable' : codeOrMessage(message))}
    </p>
  );
}

/**
 * A home page form (docs/public-site.md, Forms without JavaScript): its values, starting from
 * `empty` or from what a refused post typed (with the messages), what was typed before the page
 * ran, the bot trap, and the refused post itself (its refusal's `message`).
 */
export function useHomeForm<T extends Record<string, string>>(intent: HomeForm, empty: T) {
  const posted = usePostedForm(intent);
  const form = useForm<T>(
    posted ? { ...empty, ...posted.values } : empty,
    codesOrMessages(posted?.errors ?? {}) as Partial<Record<keyof T, string>>,
  );
  const trap = useBotTrap();
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, form.setValues);
  return { posted, form, trap, element };
}

/** The toast of a home form whose call failed: its title, and the server's message, in the page's language; a 503 says what was typed is kept. */
export function useFailureToast() {
  const t = useTexts();
  const text = useMessageText();
  return (title: FormMessageCode, error: unknown) =>
    toast({
      title: text(title),
      description: text.server(error, isUnavailable(error) ? 'publicForm.unavailable' : t('forms.tryAgain')),
      variant: 'destructive',
    });
}
