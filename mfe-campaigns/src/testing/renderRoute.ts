import { screen, waitFor } from '@testing-library/react';
import { remoteRouteRenderer } from '../../../admin-kit/testing/renderRemoteRoute';
import routes from '../expose/routes';

/** Renders /campaigns/* as the shell mounts it; the location probe shows the query too. */
export const renderRoute = remoteRouteRenderer({ remote: 'mfe_campaigns', routes, probeShowsQuery: true });

/**
 * Waits until an editor route is drawn: its shared sections and the campaign type's own block, a lazy chunk whose
 * skeleton stands in meanwhile (under load in npm test, a test reached for 'Add tier' while the chunk still loaded).
 */
export async function editorDrawn(): Promise<void> {
  await screen.findByText('Basic Settings');
  await waitFor(() => {
    if (screen.queryByTestId('editor-type-loading')) throw new Error("the campaign type's block is still loading");
  });
}
