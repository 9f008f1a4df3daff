import { Chip } from '@mui/material';
import { TRANSLATABLE, type TranslatableResource, type Translations } from '@institute/shared';
import { HAS_NEPALI, hasNepali } from '../lib/nepali';

/**
 * 'नेपाली ✓' on a record whose main field (libs TRANSLATABLE: title, a member's name, …) has a
 * Nepali text. Its own module, not badges.tsx, which the dashboard loads first.
 */
export function NepaliBadge({ resource, record }: { resource: TranslatableResource; record: { translations?: Translations | null } }) {
  return hasNepali(record.translations, TRANSLATABLE[resource].main) ? (
    <Chip size="small" label={HAS_NEPALI} lang="ne" variant="outlined" color="info" data-testid="nepali-badge" />
  ) : null;
}
