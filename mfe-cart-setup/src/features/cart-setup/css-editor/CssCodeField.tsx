import { BlockStack, InlineError, Text } from '@shopify/polaris';
import { lazy, Suspense, useId, useRef, useState, type CSSProperties } from 'react';
import { useNearViewport } from '../../settings-form/NearViewport';
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
  const id = useId();
  const labelId = `${id}Label`;
  const helpId = `${id}Help`;
  const describedBy = error ? `${id}Error ${helpId}` : helpId;
  const box = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  // Without IntersectionObserver the card waits for focus or a click, so the editor never loads unasked.
  const seen = useNearViewport(box, { rootMargin: '200px 0px', unsupported: false, paused: focused });
  const reached = focused ? 'focused' : seen ? 'seen' : null;

  const preview = (
    <pre
      style={{ ...monospace, cursor: 'text' }}
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={Boolean(error)}
      tabIndex={0}
      onFocus={() => setFocused(true)}
      onClick={() => setFocused(true)}
      data-testid="css-preview"
    >
      {css}
    </pre>
  );

  return (
    <BlockStack gap="100">
      <Text as="span" id={labelId}>
        {label}
      </Text>
      <div ref={box} style={editorBoxStyle}>
        {reached ? (
          <Suspense fallback={preview}>
            <CssEditor
              value={css}
              onChange={(next) => set(next)}
              maxLength={maxLength}
              labelId={labelId}
              describedBy={describedBy}
              invalid={Boolean(error)}
              autoFocus={reached === 'focused'}
            />
          </Suspense>
        ) : (
          preview
        )}
      </div>
      {error && <InlineError message={error} fieldID={id} />}
      <Text as="p" tone="subdued" id={helpId}>
        Tab indents; press Esc then Tab to leave the editor. {css.length} of {maxLength} characters.
      </Text>
    </BlockStack>
  );
}
