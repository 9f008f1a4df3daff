/**
 * A `datetime-local` value (the browser's local time) as an ISO instant, so the server
 * stores the moment the person meant; empty means "not set" and is sent as null.
 */
export function fromLocalInput(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
