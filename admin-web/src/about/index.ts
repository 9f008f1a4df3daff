import InfoIcon from '@mui/icons-material/Info';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list']),
  icon: InfoIcon,
};
