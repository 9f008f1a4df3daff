import WorkIcon from '@mui/icons-material/Work';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: WorkIcon,
  recordRepresentation: 'title',
};
