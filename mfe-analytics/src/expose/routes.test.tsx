import { describeRouteContract } from '../../../admin-kit/testing/routeContract';
import routes from './routes';

describeRouteContract('mfe_analytics', routes);
