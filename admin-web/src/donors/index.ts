import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyScreens } from '../lib/lazyScreens';

export default {
  ...lazyScreens(() => import('./screens'), ['list', 'create', 'edit']),
  icon: HandshakeIcon,
  recordRepresentation: 'name',
};
