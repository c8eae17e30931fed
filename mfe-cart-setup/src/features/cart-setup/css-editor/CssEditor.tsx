import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, linter } from '@codemirror/lint';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { cssDiagnostics } from './cssLint';
import type { CssEditorProps } from './editorBox';

/** Marks a change that came from the form (Discard, a refetch), so it is not echoed back as an edit. */
const fromForm = Annotation.define<boolean>();

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '0.8125rem' },
  '&.cm-focused': { outline: '2px solid var(--p-color-border-focus, #005bd3)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'var(--p-font-family-mono, monospace)', overflow: 'auto' },
  '.cm-gutters': { background: 'var(--p-color-bg-surface-secondary, #f7f7f7)', borderRight: '1px solid var(--p-color-border, #e3e3e3)' },
});

function ariaAttributes({ labelId, describedBy, invalid }: Pick<CssEditorProps, 'labelId' | 'describedBy' | 'invalid'>) {
  return EditorView.contentAttributes.of({
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid ? 'true' : 'false',
  });
}

/**
 * The custom CSS code editor (CodeMirror 6): line numbers, CSS highlighting, the syntax check's error marked at its line.
 * Tab indents (indentWithTab); Escape then Tab leaves the editor, CodeMirror's own way out for keyboard users.
 * Loaded as its own chunk when the merchant reaches the Custom CSS card (CssCodeField), never with the first load.
 */
export default function CssEditor({ value, onChange, maxLength, labelId, describedBy, invalid, autoFocus }: CssEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const aria = useRef(new Compartment());
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          css(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          lintGutter(),
          linter((v) => cssDiagnostics(v.state.doc.toString()), { delay: 250 }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          // The cart-and-shop.md §5 limit: an edit past it is refused, as a text field's maxLength would.
          EditorState.changeFilter.of((tr) => tr.newDoc.length <= maxLength || tr.newDoc.length <= tr.startState.doc.length),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromForm))) return;
            latest.current.onChange(update.state.doc.toString());
          }),
          aria.current.of(ariaAttributes({ labelId, describedBy, invalid })),
          theme,
        ],
      }),
    });
    view.current = editor;
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Created once: later values and attributes reach it through the effects below, not by rebuilding it.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: fromForm.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: aria.current.reconfigure(ariaAttributes({ labelId, describedBy, invalid })) });
  }, [labelId, describedBy, invalid]);

  return <div ref={host} style={{ height: '100%' }} data-testid="css-editor" />;
}
