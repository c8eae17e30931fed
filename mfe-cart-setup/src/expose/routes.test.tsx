import { describePlaceholderRemote } from '../../../admin-kit/testing/placeholderRoutes';
import routes from './routes';

describePlaceholderRemote('mfe_cart_setup', routes, [
  ['/settings', 'Cart Setup'],
  ['/settings/setup', 'Manual Setup'],
  ['/settings/checkout', 'Checkout settings'],
]);
