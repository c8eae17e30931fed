/** What the rich-text field hands its lazily loaded editor (kept apart so the field's chunk never imports Lexical). */
export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  labelId: string;
  /** The field's label (the plain-text fallback's own label; the editor is labelled by labelId). */
  label: string;
  describedBy: string;
  invalid: boolean;
  autoFocus: boolean;
  /** Visible lines of text before the box grows, as a multiline text field's rows. */
  rows: number;
}
