/**
 * The allowlist for merchant rich text (goal messages, announcement, random text, empty-cart HTML, COD labels), which
 * every storefront renders as HTML. The gateway cleans it with these lists when it is saved, the drawer again when it
 * renders, and the tests check both against the OWASP filter-evasion vectors with them.
 */

/**
 * Elements kept: inline formatting, links, line breaks, simple blocks and images (the editor's image upload). An img
 * keeps only an absolute http(s) src and its alt: no attribute of it can run script (onerror and the like are dropped).
 */
export const RICH_TEXT_TAGS = [
  'a',
  'b',
  'br',
  'div',
  'em',
  'i',
  'img',
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

/**
 * The editor's text sizes (cart-and-shop.md §9: small, normal, large, huge) are marked with a class, not an inline
 * font-size: the drawer's stylesheet says what each size looks like, so a theme or the cart's font size scales them
 * together. Normal has no class.
 */
export const RICH_TEXT_SIZE_CLASSES = {
  small: 'cartlift-text--small',
  large: 'cartlift-text--large',
  huge: 'cartlift-text--huge',
} as const;

/** Class names kept on any allowed element: the size classes only. */
export const RICH_TEXT_CLASSES: readonly string[] = Object.values(RICH_TEXT_SIZE_CLASSES);
