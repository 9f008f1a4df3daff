import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

type Colour = 'warning' | 'success' | 'error' | 'default' | 'info';

/** Application badges: pending amber, approved green, anything else red (docs/back-office.md, Statuses). */
export function applicationColour(status: string): Colour {
  return status === 'pending' ? 'warning' : status === 'approved' ? 'success' : 'error';
}

/** Contact message badges: unread red, read amber, replied green. */
export function messageColour(status: string): Colour {
  return status === 'unread' ? 'error' : status === 'read' ? 'warning' : 'success';
}

/** A record's status in the screen's language (`app.statuses.*`). */
export function StatusBadge({ status, colour }: { status: string; colour: Colour }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`app.statuses.${status}`, { _: status })} color={colour} data-testid="status-badge" />;
}

/** Inactive items carry a badge (docs/back-office.md, Statuses). */
export function InactiveBadge({ isActive }: { isActive?: boolean | null }) {
  const translate = useTranslate();
  return isActive === false ? <Chip size="small" label={translate('app.statuses.inactive')} variant="outlined" /> : null;
}
