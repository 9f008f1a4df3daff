import { type FieldError, localePath } from '@institute/shared';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useLocale } from '@/lib/locale';
import { codeOrMessage, useMessageText } from '@/lib/messages';
import { useHydrated } from '@/lib/ssr';
import './Field.css';

interface Common {
  label: string;
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
}

function FieldShell({ id, label, error, required, hint, children }: Common & { id: string; children: ReactNode }) {
  const text = useMessageText();
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && <p className="field-hint">{hint}</p>}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {text(error)}
        </p>
      )}
    </div>
  );
}

function a11y(id: string, error: string | null | undefined, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const;
}

/**
 * `native`: the field's form posts to the server without JavaScript and takes what was typed
 * before the page ran into its state (docs/public-site.md, Forms without JavaScript), so the field
 * is usable from the first paint. Any other field waits for the page to run: its text would be
 * lost to the form's state (docs/public-site.md, Server rendering).
 */
interface Native {
  native?: boolean;
}

export function TextField({ label, error, required, hint, native, ...input }: Common & Native & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint}>
      <input {...input} {...a11y(id, error, required)} disabled={input.disabled || (!native && !hydrated)} />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  hint,
  native,
  ...input
}: Common & Native & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint}>
      <textarea rows={4} {...input} {...a11y(id, error, required)} disabled={input.disabled || (!native && !hydrated)} />
    </FieldShell>
  );
}

interface SelectProps extends Common, Native, SelectHTMLAttributes<HTMLSelectElement> {
  /** `lang`: an option's label in another language than the page's (a content field answered in English on a Nepali page). */
  options: readonly { value: string; label: string; lang?: string }[];
  placeholder?: string;
}

export function SelectField({ label, error, required, hint, options, placeholder, native, ...select }: SelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint}>
      <select {...select} {...a11y(id, error, required)} disabled={select.disabled || (!native && !hydrated)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Field name → the code of its first message (its message when it has none), from a libs `validateX` result. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message, code } of errors) map[field] ??= code ?? codeOrMessage(message);
  return map;
}

/**
 * A form's submit button: disabled, with its busy text, while the form is being sent, and
 * disabled until the page runs unless the form posts `native`ly (a disabled default button also
 * stops Enter from sending it).
 */
export function SubmitButton({
  pending,
  busyText,
  className = 'button button-block',
  native,
  children,
}: Native & {
  pending: boolean;
  busyText: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={pending || (!native && !hydrated)}>
      {pending ? busyText : children}
    </button>
  );
}

/**
 * A form the browser posts to `action` (an English address, put in the page's language) while the
 * page's code has not run, and `onSubmit` sends in place once it has (docs/public-site.md, Forms
 * without JavaScript). Its fields are `native`.
 */
export function PostedForm({
  formRef,
  action,
  label,
  className = 'panel',
  onSubmit,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  action: string;
  label: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <form
      ref={formRef}
      className={className}
      method="post"
      action={localePath(action, locale)}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {children}
    </form>
  );
}
