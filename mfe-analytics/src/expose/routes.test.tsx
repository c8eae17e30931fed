import { describePlaceholderRemote } from '../../../admin-kit/testing/placeholderRoutes';
import routes from './routes';

describePlaceholderRemote('mfe_analytics', routes, [['/dashboard', 'Dashboard']]);
