/** Which editor screen: a new campaign, a duplicate of {id}, or editing {id}. */
export type EditorMode = 'new' | 'copy' | 'edit';

/** The editor's page title for each screen. */
export function editorTitle(mode: EditorMode): string {
  return mode === 'new' ? 'New campaign' : mode === 'copy' ? 'Duplicate campaign' : 'Edit campaign';
}
