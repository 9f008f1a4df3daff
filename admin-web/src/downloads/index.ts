import DownloadIcon from '@mui/icons-material/Download';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: DownloadIcon,
  recordRepresentation: 'title',
};
