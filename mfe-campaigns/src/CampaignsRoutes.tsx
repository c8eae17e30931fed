import { NotFoundPage } from '@cartlift/admin-kit';
import { Route, Routes } from 'react-router-dom';
import { CampaignsPage } from './features/campaigns/CampaignsPage';
import { EditorPage } from './features/editor/EditorPage';

/**
 * /campaigns/*: the dashboard and the editor (campaigns.md §2). Paths are relative: the shell mounts this under
 * /campaigns/*, so the remote never hard-codes where it lives.
 */
export function CampaignsRoutes() {
  return (
    <Routes>
      <Route index element={<CampaignsPage />} />
      <Route path="create" element={<EditorPage key="new" mode="new" />} />
      <Route path="create/:id" element={<EditorPage key="copy" mode="copy" />} />
      <Route path=":id" element={<EditorPage key="edit" mode="edit" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
