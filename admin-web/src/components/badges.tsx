import { Chip } from '@mui/material';

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
