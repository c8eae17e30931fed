import { remoteRouteRenderer } from '../../../admin-kit/testing/renderRemoteRoute';
import routes from '../expose/routes';

/** Renders /settings/* and /sticky as the shell mounts them. */
export const renderRoute = remoteRouteRenderer({ remote: 'mfe_cart_setup', routes });
