import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { RichTextEditorProps } from './editorProps';
import { ImageNode } from './ImageNode';
import { $loadRichText, $richTextHtml, IMPORT_SPANS } from './richTextHtml';
import { isAllowedLink, RichTextToolbar } from './RichTextToolbar';

/** The update that loads a stored value: it is not an edit, so it never reaches the form (no dirty state on open). */
const LOAD = 'cartlift-load';

/** Lexical draws underline and the like with theme classes; the field's own stylesheet below gives them their look. */
const THEME = {
  text: { underline: 'cartlift-rte-u', strikethrough: 'cartlift-rte-s', underlineStrikethrough: 'cartlift-rte-us' },
  list: { ul: 'cartlift-rte-list', ol: 'cartlift-rte-list' },
  paragraph: 'cartlift-rte-p',
};
const STYLES = `
.cartlift-rte-u { text-decoration: underline; }
.cartlift-rte-s { text-decoration: line-through; }
.cartlift-rte-us { text-decoration: underline line-through; }
.cartlift-rte-p { margin: 0; }
.cartlift-rte-list { margin: 0; padding-inline-start: 1.5em; }
.cartlift-rte [contenteditable] a { color: var(--p-color-text-link); }
.cartlift-rte [contenteditable]:focus-visible { outline: none; }
.cartlift-rte:focus-within { outline: var(--p-border-width-050, 2px) solid var(--p-color-border-focus); outline-offset: var(--p-space-025, 1px); }
`;

const box: CSSProperties = {
  border: 'var(--p-border-width-0165, 1px) solid var(--p-color-input-border)',
  borderRadius: 'var(--p-border-radius-200)',
  background: 'var(--p-color-input-bg-surface)',
};

/**
 * Keeps the editor and the form's value in step: an edit (content changed, not only the selection) is written as
 * HTML; a value the editor did not write (first load, Discard, a linked edit) is loaded into it.
 */
function ValueSync({ value, onChange }: Pick<RichTextEditorProps, 'value' | 'onChange'>) {
  const [editor] = useLexicalComposerContext();
  const written = useRef<string | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;
  useLayoutEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has(LOAD) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const html = editorState.read(() => $richTextHtml(editor));
        if (html === written.current) return;
        written.current = html;
        emit.current(html);
      }),
    [editor],
  );
  useLayoutEffect(() => {
    if (value === written.current) return;
    written.current = value;
    editor.update(() => $loadRichText(editor, value), { tag: [LOAD, 'history-merge'] });
  }, [editor, value]);
  return null;
}

/** The rich-text editor (Lexical): the lazily loaded part of RichTextField. */
export default function RichTextEditor({ value, onChange, labelId, describedBy, invalid, autoFocus, rows }: RichTextEditorProps) {
  const config = useRef<InitialConfigType>({
    namespace: 'cartlift-rich-text',
    nodes: [ListNode, ListItemNode, LinkNode, ImageNode],
    html: { import: IMPORT_SPANS },
    theme: THEME,
    onError: (error) => {
      throw error;
    },
  });
  return (
    <div className="cartlift-rte" style={box}>
      <style>{STYLES}</style>
      <LexicalComposer initialConfig={config.current}>
        <RichTextToolbar labelId={labelId} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              role="textbox"
              ariaMultiline
              ariaLabelledBy={labelId}
              ariaDescribedBy={describedBy}
              aria-invalid={invalid}
              data-testid="rich-text-editable"
              style={{ minHeight: `${rows * 1.25 + 1}rem`, padding: '6px 12px', outline: 'none', overflowWrap: 'anywhere' }}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLink} />
        <ValueSync value={value} onChange={onChange} />
        {autoFocus && <AutoFocusPlugin />}
      </LexicalComposer>
    </div>
  );
}
