import EventIcon from '@mui/icons-material/Event';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: EventIcon,
  recordRepresentation: 'title',
};
