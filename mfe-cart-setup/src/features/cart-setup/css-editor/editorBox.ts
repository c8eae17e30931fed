import type { CSSProperties } from 'react';

/** The editor's fixed box: the placeholder and the loaded editor take the same room, so loading shifts nothing. */
export const CSS_EDITOR_HEIGHT = '15rem';

export const editorBoxStyle: CSSProperties = {
  height: CSS_EDITOR_HEIGHT,
  boxSizing: 'border-box',
  border: 'var(--p-border-width-0165, 1px) solid var(--p-color-input-border, #8a8a8a)',
  borderRadius: 'var(--p-border-radius-200, 8px)',
  background: 'var(--p-color-input-bg-surface, #fdfdfd)',
  overflow: 'hidden',
};

/** What the lazily loaded editor (and its fallback) is given by the field. */
export interface CssEditorProps {
  value: string;
  onChange(value: string): void;
  maxLength: number;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  /** Take focus once drawn: the merchant focused or clicked the placeholder to get here. */
  autoFocus: boolean;
}
