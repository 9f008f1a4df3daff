import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: GroupsIcon,
  options: { label: 'Team' },
  recordRepresentation: 'name',
};
