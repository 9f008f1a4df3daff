import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyScreens } from '../lib/lazyScreens';

/**
 * E-mail subscribers (docs/back-office.md, Subscribers): a list and a subscriber's details, no Add
 * or Edit (only the address's owner changes a subscription, by its mails' links). Administrators
 * and editors read them, administrators delete (libs RESOURCE_AREAS, the subscribers area).
 */
export default {
  ...lazyScreens(() => import('./screens'), ['list', 'show']),
  icon: MarkEmailReadIcon,
  recordRepresentation: 'email',
};
