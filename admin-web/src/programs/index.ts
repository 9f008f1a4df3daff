import SchoolIcon from '@mui/icons-material/School';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
