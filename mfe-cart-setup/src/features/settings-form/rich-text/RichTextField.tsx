import { BlockStack, InlineError, Text } from '@shopify/polaris';
import { lazy, Suspense, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useNearViewport } from '../NearViewport';
import { useSettingsField } from '../SettingsForm';
import type { RichTextEditorProps } from './editorProps';

/** If the editor's chunk cannot load (a deploy swapped it, the network dropped), the HTML stays editable as text. */
function PlainHtmlEditor({ value, onChange, labelId, describedBy, invalid, rows }: RichTextEditorProps) {
  return (
    <textarea
      style={{ ...boxStyle, width: '100%', padding: '6px 12px', font: 'inherit' }}
      rows={rows}
      value={value}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

// Lexical and the toolbar are one chunk (about 90 KB gzip) fetched when a rich-text field nears the viewport.
const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor').catch(() => ({ default: PlainHtmlEditor })),
);

const boxStyle: CSSProperties = {
  boxSizing: 'border-box',
  border: 'var(--p-border-width-0165, 1px) solid var(--p-color-input-border)',
  borderRadius: 'var(--p-border-radius-200)',
  background: 'var(--p-color-input-bg-surface)',
};

/**
 * Merchant rich text (cart-and-shop.md §2, §9: bold, italic, underline, links, lists, sizes small to huge, images),
 * stored as HTML the gateway's sanitiser keeps. Until the merchant reaches the field (it scrolls near the viewport, or
 * they focus or click it) a read-only view of its text holds the place, so a screen's first load never carries the
 * editor. A stored value is loaded as it is and written only when the merchant edits it.
 */
export function RichTextField({ path, label, helpText, maxLength, rows = 3 }: { path: string; label: string; helpText?: string; maxLength?: number; rows?: number }) {
  const { value, error, set } = useSettingsField<string>(path);
  const html = typeof value === 'string' ? value : '';
  const id = useId();
  const labelId = `${id}Label`;
  const helpId = `${id}Help`;
  const describedBy = error ? `${id}Error ${helpId}` : helpId;
  const box = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const seen = useNearViewport(box, { rootMargin: '200px 0px', unsupported: false, paused: focused });
  const reached = focused ? 'focused' : seen ? 'seen' : null;
  const text = useMemo(() => (html.includes('<') ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : html), [html]);

  const preview = (
    <div
      style={{ ...boxStyle, minHeight: `${rows * 1.25 + 3.5}rem`, padding: '2.75rem 12px 6px', cursor: 'text', whiteSpace: 'pre-wrap' }}
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      tabIndex={0}
      onFocus={() => setFocused(true)}
      onClick={() => setFocused(true)}
      data-testid="rich-text-preview"
    >
      {text}
    </div>
  );

  return (
    <BlockStack gap="100">
      <Text as="span" id={labelId}>
        {label}
      </Text>
      <div ref={box} data-rich-text={path}>
        {reached ? (
          <Suspense fallback={preview}>
            <RichTextEditor
              value={html}
              onChange={set}
              labelId={labelId}
              describedBy={describedBy}
              invalid={Boolean(error)}
              autoFocus={reached === 'focused'}
              rows={rows}
            />
          </Suspense>
        ) : (
          preview
        )}
      </div>
      {error && <InlineError message={error} fieldID={id} />}
      <Text as="p" tone="subdued" id={helpId}>
        {[helpText, maxLength === undefined ? '' : `${html.length} of ${maxLength} characters (with formatting).`].filter(Boolean).join(' ')}
      </Text>
    </BlockStack>
  );
}
