import SlideshowIcon from '@mui/icons-material/Slideshow';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: SlideshowIcon,
  recordRepresentation: 'title',
};
