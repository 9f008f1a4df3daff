import type { AuditEntry } from '@institute/shared';

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** An entry's changes in one line each: `field: before → after`, or `field: value` for a created or deleted record. */
export function ChangesText({ changes }: Pick<AuditEntry, 'changes'>) {
  if (!changes) return null;
  const lines = Object.entries(changes).map(([field, value]) => {
    if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
      const { before, after } = value as { before: unknown; after: unknown };
      return `${field}: ${show(before)} → ${show(after)}`;
    }
    return `${field}: ${show(value)}`;
  });
  return <span style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{lines.slice(0, 8).join('\n')}</span>;
}
