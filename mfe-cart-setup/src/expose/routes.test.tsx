import { describePlaceholderRemote } from '../../../admin-kit/testing/placeholderRoutes';
import { STANDALONE_MOUNTS } from '../mounts';
import routes from './routes';

describePlaceholderRemote('mfe-cart-setup', routes, STANDALONE_MOUNTS, [
  ['/settings', 'Cart Setup'],
  ['/settings/setup', 'Manual Setup'],
  ['/settings/checkout', 'Checkout settings'],
  ['/sticky', 'Sticky cart'],
]);
