import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list']),
  icon: PhotoLibraryIcon,
};
