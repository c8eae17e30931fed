import { describePlaceholderRemote } from '../../../admin-kit/testing/placeholderRoutes';
import { STANDALONE_MOUNTS } from '../mounts';
import routes from './routes';

describePlaceholderRemote('mfe-analytics', routes, STANDALONE_MOUNTS, [['/dashboard', 'Dashboard']]);
