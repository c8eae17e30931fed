import { lazy, type CSSProperties } from 'react';
import { LazyEditorField } from '../../settings-form/LazyEditorField';
import { useSettingsField } from '../../settings-form/SettingsForm';
import { editorBoxStyle, type CssEditorProps } from './editorBox';

const monospace: CSSProperties = {
  fontFamily: 'var(--p-font-family-mono, monospace)',
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  margin: 0,
  padding: '4px 8px 4px 2.5rem',
  height: '100%',
  width: '100%',
  boxSizing: 'border-box',
  overflow: 'auto',
  whiteSpace: 'pre',
  border: 0,
  background: 'transparent',
  resize: 'none',
};

/** If the editor's chunk cannot load (a deploy swapped it, the network dropped), the CSS stays editable as plain text. */
function PlainCssEditor({ value, onChange, maxLength, labelId, describedBy, invalid, autoFocus }: CssEditorProps) {
  return (
    <textarea
      style={monospace}
      value={value}
      maxLength={maxLength}
      spellCheck={false}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const CssEditor = lazy(() =>
  import(/* webpackChunkName: "css-editor" */ './CssEditor').catch(() => ({ default: PlainCssEditor })),
);

/**
 * The custom CSS field: a read-only view of the CSS until the merchant reaches the card (it scrolls near the viewport,
 * or they focus or click it), then the CodeMirror editor in the same box. The editor is ~100 KB of JS, so /settings'
 * first load never carries it. The syntax error shows in the editor at its line and as the field's error text; the
 * form's validation (shopSettingsRules) blocks Save while it stands.
 */
export function CssCodeField({ path, label, maxLength }: { path: string; label: string; maxLength: number }) {
  const { value, error, set } = useSettingsField<string>(path);
  const css = typeof value === 'string' ? value : '';
  return (
    <LazyEditorField
      label={label}
      error={error}
      style={editorBoxStyle}
      viewStyle={monospace}
      view={css}
      testId="css-preview"
      help={`Tab indents; press Esc then Tab to leave the editor. ${css.length} of ${maxLength} characters.`}
      editor={(ids) => <CssEditor value={css} onChange={(next) => set(next)} maxLength={maxLength} {...ids} />}
    />
  );
}
