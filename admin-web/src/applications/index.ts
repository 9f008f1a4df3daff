import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'show']),
  icon: AssignmentIcon,
  recordRepresentation: 'name',
};
