import { NotFoundPage } from '@cartlift/admin-kit';
import { Card, SkeletonBodyText, SkeletonPage } from '@shopify/polaris';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EditorSkeleton } from './features/editor/EditorSkeleton';
import type { EditorMode } from './features/editor/editorTitle';

// The editor (its form, zod validation via @cartlift/domain, drag-and-drop, pickers) is a chunk of its own: the campaign
// dashboard, the usual first screen, does not pay for it (admin first-load budget, bench/RESULTS.md).
const EditorPage = lazy(() => import('./features/editor/EditorPage').then((m) => ({ default: m.EditorPage })));
// The dashboard is one too, so the editor (opened from a link or a reload) does not pay for the list (about 4 KB gzip).
const CampaignsPage = lazy(() => import('./features/campaigns/CampaignsPage').then((m) => ({ default: m.CampaignsPage })));

const listSkeleton = (
  <SkeletonPage title="Upsell Campaigns" primaryAction>
    <Card>
      <SkeletonBodyText lines={6} />
    </Card>
  </SkeletonPage>
);

function Editor({ mode }: { mode: EditorMode }) {
  return (
    <Suspense fallback={<EditorSkeleton mode={mode} />}>
      <EditorPage mode={mode} />
    </Suspense>
  );
}

/**
 * /campaigns/*: the dashboard and the editor (campaigns.md §2). Paths are relative: the shell mounts this under
 * /campaigns/*, so the remote never hard-codes where it lives.
 */
export function CampaignsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={listSkeleton}>
            <CampaignsPage />
          </Suspense>
        }
      />
      <Route path="create" element={<Editor key="new" mode="new" />} />
      <Route path="create/:id" element={<Editor key="copy" mode="copy" />} />
      <Route path=":id" element={<Editor key="edit" mode="edit" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
