import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'certificateNumber',
};
