import { useState, type ChangeEvent } from 'react';

/** Trimmed values, as the API stores them. */
export function trimValues<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;
}

/**
 * Form values, the field errors from a libs `validateX` run, and an `onChange` for inputs
 * named after the fields. A field's error clears as soon as it is edited.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as keyof T] ? { ...e, [name]: undefined } : e));
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  const trimmed = () => trimValues(values);

  return { values, setValues, errors, setErrors, onChange, reset, trimmed };
}

/** Moves focus to the first invalid field, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
