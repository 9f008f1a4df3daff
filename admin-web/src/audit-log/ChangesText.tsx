import type { AuditEntry } from '@institute/shared';
import { useRecordTexts } from './recordTexts';

/**
 * An entry's changes in one line each: `field: before → after`, or `field: value` for a created or
 * deleted record; fields and values in the screen's language (useRecordTexts).
 */
export function ChangesText({ changes, entity }: Pick<AuditEntry, 'changes'> & { entity?: string | null }) {
  const { field, value: show } = useRecordTexts(entity);
  if (!changes) return null;
  const lines = Object.entries(changes).map(([name, value]) => {
    if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
      const { before, after } = value as { before: unknown; after: unknown };
      return `${field(name)}: ${show(before, name)} → ${show(after, name)}`;
    }
    return `${field(name)}: ${show(value, name)}`;
  });
  return <span style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{lines.slice(0, 8).join('\n')}</span>;
}
