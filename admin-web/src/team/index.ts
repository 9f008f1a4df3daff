import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
