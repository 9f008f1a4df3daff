import { Chip } from '@mui/material';
import { TRANSLATABLE, type TranslatableResource, type Translations } from '@institute/shared';
import { HAS_NEPALI, hasNepali } from '../lib/nepali';

type Colour = 'warning' | 'success' | 'error' | 'default' | 'info';

/** Application badges: pending yellow, approved green, anything else red (docs/back-office.md, Statuses). */
export function applicationColour(status: string): Colour {
  return status === 'pending' ? 'warning' : status === 'approved' ? 'success' : 'error';
}

/** Contact message badges: unread red, read yellow, replied green. */
export function messageColour(status: string): Colour {
  return status === 'unread' ? 'error' : status === 'read' ? 'warning' : 'success';
}

export function StatusBadge({ status, colour }: { status: string; colour: Colour }) {
  return <Chip size="small" label={status} color={colour} sx={{ textTransform: 'capitalize' }} data-testid="status-badge" />;
}

/** Inactive items carry a badge (docs/back-office.md, Statuses). */
export function InactiveBadge({ isActive }: { isActive?: boolean | null }) {
  return isActive === false ? <Chip size="small" label="Inactive" variant="outlined" /> : null;
}

/** 'नेपाली ✓' on a record whose main field (libs TRANSLATABLE: title, a member's name, …) has a Nepali text. */
export function NepaliBadge({ resource, record }: { resource: TranslatableResource; record: { translations?: Translations | null } }) {
  return hasNepali(record.translations, TRANSLATABLE[resource].main) ? (
    <Chip size="small" label={HAS_NEPALI} lang="ne" variant="outlined" color="info" data-testid="nepali-badge" />
  ) : null;
}
