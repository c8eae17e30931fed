import { TextField } from '@shopify/polaris';
import { lazy } from 'react';
import { LazyEditorField } from '../LazyEditorField';
import { useSettingsField } from '../SettingsForm';
import type { RichTextEditorProps } from './editorProps';

// If the editor's chunk cannot load (a deploy swapped it, the network dropped), the HTML stays editable as text.
const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor').catch(() => ({
    default: (p: RichTextEditorProps) => (
      <TextField label={p.label} labelHidden autoComplete="off" multiline={p.rows} value={p.value} onChange={p.onChange} />
    ),
  })),
);

/**
 * Merchant rich text (cart-and-shop.md §2, §9: bold, italic, underline, links, lists, sizes small to huge, images),
 * stored as HTML the gateway's sanitiser keeps. Until the merchant reaches the field a read-only view of its text holds
 * the place (LazyEditorField), so a screen's first load never carries the editor (Lexical, ~90 KB gzip). A stored value
 * is loaded as it is and written only when the merchant edits it.
 */
export function RichTextField({ path, label, maxLength, rows = 3 }: { path: string; label: string; maxLength?: number; rows?: number }) {
  const { value, error, set } = useSettingsField<string>(path);
  const html = typeof value === 'string' ? value : '';
  return (
    <LazyEditorField
      label={label}
      error={error}
      data-rich-text={path}
      viewStyle={{
        border: 'var(--p-border-width-0165) solid var(--p-color-input-border)',
        borderRadius: 'var(--p-border-radius-200)',
        minHeight: `${rows * 1.25 + 3.5}rem`,
        padding: '2.75rem 12px 6px',
      }}
      view={html.replace(/<[^>]*>/g, ' ')}
      testId="rich-text-preview"
      help={maxLength && `${html.length} of ${maxLength} characters (with formatting).`}
      editor={(ids) => <RichTextEditor value={html} onChange={set} rows={rows} label={label} {...ids} />}
    />
  );
}
