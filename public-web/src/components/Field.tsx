import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './Field.css';

interface Common {
  label: string;
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
}

function FieldShell({ id, label, error, required, hint, children }: Common & { id: string; children: ReactNode }) {
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
          {error}
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

export function TextField({ label, error, required, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint}>
      <input {...input} {...a11y(id, error, required)} />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, required, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint}>
      <textarea rows={4} {...input} {...a11y(id, error, required)} />
    </FieldShell>
  );
}

interface SelectProps extends Common, SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ label, error, required, hint, options, placeholder, ...select }: SelectProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint}>
      <select {...select} {...a11y(id, error, required)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Field name → message, from a libs `validateX` result. */
export function errorsByField(errors: readonly { field: string; message: string }[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of errors) map[field] ??= message;
  return map;
}

/** A form's submit button: disabled, with its busy text, while the form is being sent. */
export function SubmitButton({
  pending,
  busyText,
  className = 'button button-block',
  children,
}: {
  pending: boolean;
  busyText: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? busyText : children}
    </button>
  );
}
