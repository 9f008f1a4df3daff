import HistoryIcon from '@mui/icons-material/History';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list']),
  icon: HistoryIcon,
};
