import { describePlaceholderRemote } from '../../../admin-kit/testing/placeholderRoutes';
import routes from './routes';

describePlaceholderRemote('mfe_billing', routes, [
  ['/plan', 'Your Plan'],
  ['/affiliation', 'Referral Program'],
  ['/ref/abc', 'Referral'],
  ['/invitation/xyz', 'Invitation'],
  ['/invitations/xyz', 'Invitation'],
]);
