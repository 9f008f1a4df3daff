import BackupIcon from '@mui/icons-material/Backup';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list']),
  icon: BackupIcon,
};
