import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { RICH_TEXT_SIZE_CLASSES, RICH_TEXT_SIZES } from '@cartlift/domain';
import { $createParagraphNode, $getRoot, $insertNodes, $isTextNode, type DOMConversionMap, type LexicalEditor } from 'lexical';

export type RichTextSize = (typeof RICH_TEXT_SIZES)[number];

/**
 * Inside the editor a size is the text's inline font-size (what Lexical's selection styling edits and draws); in the
 * stored HTML it is the class the storefront styles (storefront-cart drawer styles.css, the same em values).
 */
export const SIZE_FONT: Record<Exclude<RichTextSize, 'normal'>, string> = {
  small: '0.8125em',
  large: '1.25em',
  huge: '1.75em',
};

const CLASS_SIZE = new Map<string, Exclude<RichTextSize, 'normal'>>(
  Object.entries(RICH_TEXT_SIZE_CLASSES).map(([size, cls]) => [cls, size as Exclude<RichTextSize, 'normal'>]),
);
const FONT_SIZE = new Map(Object.entries(SIZE_FONT).map(([size, font]) => [font, size as Exclude<RichTextSize, 'normal'>]));

/** The size a text's inline style stands for (no font-size, or one that is not ours, is normal). */
export function sizeOfStyle(style: string): RichTextSize {
  const m = /(?:^|;)\s*font-size:\s*([^;]+)/.exec(style);
  return (m && FONT_SIZE.get(m[1].trim())) || 'normal';
}

/** Inline styles stored HTML may carry that the sanitiser keeps and the editor shows and writes back unchanged. */
const KEPT_STYLES = ['color', 'background-color', 'font-size'] as const;

/**
 * How stored spans become text: a size class becomes the editor's font-size, and colours or sizes set as inline style
 * are kept on the text (Lexical's own span import keeps only bold, italic, underline and the like).
 */
export const IMPORT_SPANS: DOMConversionMap = {
  span: (span) => {
    const size = Array.from(span.classList).map((c) => CLASS_SIZE.get(c)).find(Boolean);
    const kept = KEPT_STYLES.map((p) => [p, span.style.getPropertyValue(p)] as const).filter(([, v]) => v);
    if (!size && kept.length === 0) return null;
    return {
      priority: 1,
      conversion: () => ({
        node: null,
        forChild: (child) => {
          if (!$isTextNode(child)) return child;
          const styles = new Map(kept);
          if (size) styles.set('font-size', SIZE_FONT[size]);
          const own = child.getStyle();
          child.setStyle([own, ...Array.from(styles, ([p, v]) => `${p}: ${v}`)].filter(Boolean).join('; '));
          return child;
        },
      }),
    };
  },
};

/** Stored text into the editor: HTML as the browser parses it; text without "<" as one paragraph of that text. */
export function $loadRichText(editor: LexicalEditor, value: string): void {
  const root = $getRoot();
  if (!value) {
    root.clear();
    root.append($createParagraphNode());
    return;
  }
  const doc = new DOMParser().parseFromString(value.includes('<') ? value : `<p>${escapeText(value)}</p>`, 'text/html');
  const nodes = $generateNodesFromDOM(editor, doc);
  root.clear().select();
  // $insertNodes wraps loose text and inline nodes in paragraphs (the root takes blocks only).
  $insertNodes(nodes);
}

function escapeText(text: string): string {
  const p = document.createElement('p');
  p.textContent = text;
  return p.innerHTML;
}

/**
 * The editor's content as the HTML that is stored: Lexical's export without what only the editor needs (white-space,
 * dir, its classes), sizes as the storefront's classes. An editor with no text and no image is ''.
 */
export function $richTextHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const html = $generateHtmlFromNodes(editor, null);
  const box = document.createElement('div');
  box.innerHTML = html;
  if (root.getTextContent().trim() === '' && !box.querySelector('img')) return '';
  for (const el of Array.from(box.querySelectorAll<HTMLElement>('*'))) {
    el.removeAttribute('dir');
    el.removeAttribute('value');
    const size = sizeOfStyle(el.getAttribute('style') ?? '');
    el.removeAttribute('class');
    el.style.removeProperty('white-space');
    if (size !== 'normal') {
      el.style.removeProperty('font-size');
      el.classList.add(RICH_TEXT_SIZE_CLASSES[size]);
    }
    if (!el.getAttribute('style')) el.removeAttribute('style');
  }
  // A span left with no attribute carries nothing: keep its text only.
  for (const span of Array.from(box.querySelectorAll('span'))) if (span.attributes.length === 0) span.replaceWith(...Array.from(span.childNodes));
  return box.innerHTML;
}
