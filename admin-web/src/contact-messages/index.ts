import MailIcon from '@mui/icons-material/Mail';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list']),
  icon: MailIcon,
  recordRepresentation: 'subject',
};
