import { Card, SkeletonBodyText, SkeletonPage } from '@shopify/polaris';
import { editorTitle, type EditorMode } from './editorTitle';

/** The editor's loading state, both while its chunk loads and while the campaign does, so nothing shifts in between. */
export function EditorSkeleton({ mode }: { mode: EditorMode }) {
  return (
    <SkeletonPage title={editorTitle(mode)} backAction>
      <Card>
        <SkeletonBodyText lines={6} />
      </Card>
    </SkeletonPage>
  );
}
