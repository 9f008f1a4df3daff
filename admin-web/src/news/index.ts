import NewspaperIcon from '@mui/icons-material/Newspaper';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: NewspaperIcon,
  recordRepresentation: 'title',
};
