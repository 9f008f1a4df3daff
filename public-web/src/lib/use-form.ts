import { type ChangeEvent, type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';

/** Trimmed values, as the API stores them. Exported for its tests. @internal */
export function trimValues<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;
}

/**
 * Form values, the field errors from a libs `validateX` run, and an `onChange` for inputs
 * named after the fields. A field's error clears as soon as it is edited.
 */
export function useForm<T extends Record<string, string>>(initial: T, initialErrors: Partial<Record<keyof T, string>> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>(initialErrors);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as keyof T] ? { ...e, [name]: undefined } : e));
  };

  /** Back to the first values, or to `to` (a form that started from a refused post's values starts empty again). */
  const reset = (to: T = initial) => {
    setValues(to);
    setErrors({});
  };

  const trimmed = () => trimValues(values);

  /** The props that bind an input to one field: its name, value, change handler and error. */
  const field = (name: keyof T & string) => ({ name, value: values[name], onChange, error: errors[name] });

  return { values, setValues, errors, setErrors, onChange, reset, trimmed, field };
}

/**
 * Takes into the form's state what was typed into its fields before the page ran (a form that
 * posts natively is usable from the first paint: docs/public-site.md, Forms without JavaScript).
 */
export function useTypedBeforeHydration<T extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  setValues: (update: (values: T) => T) => void,
) {
  useEffect(() => {
    if (!form.current) return;
    const typed = new FormData(form.current);
    setValues((values) => {
      const next = { ...values };
      for (const key of Object.keys(values) as (keyof T & string)[]) {
        const value = typed.get(key);
        if (typeof value === 'string') next[key] = value as T[keyof T & string];
      }
      return next;
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * Moves focus to the answer of a form sent in place each time `answer` turns to a new truthy
 * value: keyboard and screen-reader users land on what the form says, as they land on its first
 * error (docs/public-site.md, Accessibility). The element takes `tabIndex={-1}`; nothing moves on
 * the page's first render (an answer the server rendered stays where the page opens).
 */
export function useFocusOnAnswer<T extends HTMLElement>(answer: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const rendered = useRef(false);
  useEffect(() => {
    if (rendered.current && answer) ref.current?.focus();
    rendered.current = true;
  }, [answer]);
  return ref;
}

/** Moves focus to the first invalid field, so keyboard and screen-reader users land on it. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * The submit handler of a form checked by a libs rule set: the trimmed values are checked by
 * `check` (field → message); when valid they go to `send`, otherwise the errors show and focus
 * moves to the first invalid field.
 */
export function validatedSubmit<T extends Record<string, string>>(
  form: Pick<ReturnType<typeof useForm<T>>, 'trimmed' | 'setErrors'>,
  check: (values: T) => Record<string, string>,
  send: (values: T) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.trimmed();
    const errors = check(body);
    form.setErrors(errors as Partial<Record<keyof T, string>>);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(event.currentTarget);
    send(body);
  };
}
