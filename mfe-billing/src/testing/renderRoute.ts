import { remoteRouteRenderer } from '../../../admin-kit/testing/renderRemoteRoute';
import routes from '../expose/routes';

/** Renders this remote's screens as the shell mounts them, the welcome gate over them; the probe shows the query too. */
export const renderRoute = remoteRouteRenderer({ remote: 'mfe_billing', routes, probeShowsQuery: true });
