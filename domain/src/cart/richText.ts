/**
 * The allowlist for merchant rich text (goal messages, announcement, random text, empty-cart HTML, COD labels), which
 * every storefront renders as HTML. The gateway cleans it with these lists when it is saved, the drawer again when it
 * renders, and the tests check both against the OWASP filter-evasion vectors with them.
 */

/** Elements kept: inline formatting, links, line breaks and simple blocks. No img (its onerror runs script). */
export const RICH_TEXT_TAGS = [
  'a',
  'b',
  'br',
  'div',
  'em',
  'i',
  'li',
  'mark',
  'ol',
  'p',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
] as const;

/** URL schemes a link may use (as the URL parser reports them). */
export const RICH_TEXT_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** Inline style properties kept on any element; none of them can hold url() or a script. */
export const RICH_TEXT_STYLES = [
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-align',
] as const;
