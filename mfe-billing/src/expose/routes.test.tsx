import { describePlaceholderRemote } from '../../../admin-kit/testing/placeholderRoutes';
import { STANDALONE_MOUNTS } from '../mounts';
import routes from './routes';

describePlaceholderRemote('mfe-billing', routes, STANDALONE_MOUNTS, [
  ['/plan', 'Your Plan'],
  ['/affiliation', 'Referral Program'],
  ['/ref/abc', 'Referral'],
  ['/invitation/xyz', 'Invitation'],
]);
