import { remoteRouteRenderer } from '../../../admin-kit/testing/renderRemoteRoute';
import routes from '../expose/routes';

/** Renders /dashboard and /experiments/* as the shell mounts them. */
export const renderRoute = remoteRouteRenderer({ remote: 'mfe_analytics', routes });
