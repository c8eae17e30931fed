import { RICH_TEXT_CLASSES, RICH_TEXT_SCHEMES, RICH_TEXT_STYLES, RICH_TEXT_TAGS } from '../../shared/domain';

/**
 * Merchant rich text (goal messages, announcement, random text, empty-cart HTML) is set as HTML. The browser's own
 * parser reads it into an inert <template> (no script runs, nothing loads), and only an allowlist is copied out: these
 * elements, an http(s)/mailto/tel link, an image at an absolute http(s) URL with its alt, the editor's size classes, a
 * few inline style properties, and text. Everything else is dropped; unknown elements keep their text, and those whose content is code or markup of another language go with their content. The gateway cleans the
 * same fields with the same allowlist when they are saved (gateway/src/shared/richText.ts); this covers rows saved
 * before that and keeps the drawer safe on its own.
 */
const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'select',
  'frameset',
]);
const SCHEMES: ReadonlySet<string> = new Set(RICH_TEXT_SCHEMES);
const CLASSES: ReadonlySet<string> = new Set(RICH_TEXT_CLASSES);
const IMAGE_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The href kept when the browser's URL parser (the one that would follow the link) sees an allowed scheme. */
function safeHref(value: string | null): string | undefined {
  if (value === null) return undefined;
  try {
    return SCHEMES.has(new URL(value, location.href).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** An image's src, kept only when it is an absolute http(s) URL (an uploaded image), as the gateway keeps it. */
function safeImageSrc(value: string | null): string | undefined {
  if (value === null || !/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    return IMAGE_SCHEMES.has(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

function copyChildren(doc: Document, from: Node, to: Node): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as HTMLElement;
    // SVG and MathML have their own script and link semantics: none of it is merchant formatting.
    if (el.namespaceURI !== HTML_NS) continue;
    const tag = el.localName;
    if (!TAGS.has(tag)) {
      if (!DROP_WITH_CONTENT.has(tag)) copyChildren(doc, el, to);
      continue;
    }
    let src: string | undefined;
    if (tag === 'img') {
      src = safeImageSrc(el.getAttribute('src'));
      if (src === undefined) continue;
    }
    const clean = doc.createElement(tag);
    if (src !== undefined) {
      clean.setAttribute('src', src);
      const alt = el.getAttribute('alt');
      if (alt !== null) clean.setAttribute('alt', alt);
    }
    for (const name of Array.from(el.classList)) if (CLASSES.has(name)) clean.classList.add(name);
    if (tag === 'a') {
      const href = safeHref(el.getAttribute('href'));
      if (href !== undefined) clean.setAttribute('href', href);
      if (el.getAttribute('target') === '_blank') {
        clean.setAttribute('target', '_blank');
        clean.setAttribute('rel', 'noopener noreferrer');
      }
    }
    for (const prop of RICH_TEXT_STYLES) {
      // The browser's CSS parser has already rejected anything that is not a value of this property.
      const value = el.style.getPropertyValue(prop);
      if (value && !value.includes('url') && !value.includes('expression')) clean.style.setProperty(prop, value);
    }
    copyChildren(doc, el, clean);
    to.appendChild(clean);
  }
}

/** Merchant rich text made safe to set as innerHTML. Text without "<" cannot create an element and is kept as is. */
export function sanitize(html: string): string {
  if (!html.includes('<')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createElement('div');
  copyChildren(document, template.content, out);
  return out.innerHTML;
}

/** The text a shopper reads in merchant HTML, as the browser's parser sees it (an inert template: nothing runs). */
export function plainText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}
