import BarChartIcon from '@mui/icons-material/BarChart';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: BarChartIcon,
  recordRepresentation: 'label',
};
