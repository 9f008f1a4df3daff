import PeopleIcon from '@mui/icons-material/People';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: PeopleIcon,
  recordRepresentation: 'username',
};
