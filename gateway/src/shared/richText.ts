import sanitizeHtml from 'sanitize-html';
import { isPlainObject, RICH_TEXT_CLASSES, RICH_TEXT_SCHEMES, RICH_TEXT_STYLES, RICH_TEXT_TAGS } from '@cartlift/domain';

/**
 * Merchant rich text (goal messages, announcement, random text, empty-cart HTML, COD labels) is rendered as HTML on
 * every storefront that installs the app, so it is cleaned with an allowlist when it is saved. The drawer cleans it
 * again with the same allowlist when it renders (storefront-cart/src/drawer/common/richText.ts): data stored before this
 * existed, or written by another path, is still safe.
 */
const STYLE_VALUES: Record<(typeof RICH_TEXT_STYLES)[number], RegExp> = {
  color: /^[#a-z0-9(),.%\s]+$/i,
  'background-color': /^[#a-z0-9(),.%\s]+$/i,
  'font-size': /^[0-9.]+(px|em|rem|%)$/,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
  'text-align': /^(left|right|center|justify)$/,
};

const ABSOLUTE_IMAGE_URL = /^https?:\/\/[^\s]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], '*': ['style', 'class'] },
  // The editor's size classes only (RICH_TEXT_SIZE_CLASSES); any other class is dropped.
  allowedClasses: { '*': [...RICH_TEXT_CLASSES] },
  allowedSchemes: RICH_TEXT_SCHEMES.map((scheme) => scheme.slice(0, -1)),
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Only these properties, each with a value that cannot reach url(), expression() or escapes.
  // The domain's properties, each with a value pattern that cannot reach url(), expression() or escapes.
  allowedStyles: { '*': Object.fromEntries(RICH_TEXT_STYLES.map((prop) => [prop, [STYLE_VALUES[prop]]])) },
  // Scripts, styles and the like go with their content; unknown harmless tags keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'template', 'title', 'xmp', 'iframe', 'object', 'embed'],
  // An image is an uploaded file at an absolute http(s) URL; a relative or missing src (src=x) shows nothing useful.
  exclusiveFilter: (frame) => frame.tag === 'img' && !ABSOLUTE_IMAGE_URL.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * One rich text value, cleaned. Text without "<" cannot create an element when set as innerHTML, so it is kept as the
 * merchant typed it (no "&amp;" creeping into plain sentences on every save).
 */
export function sanitizeRichText(html: string): string {
  return html.includes('<') ? sanitizeHtml(html, OPTIONS) : html;
}

/** Where rich text lives; "*" matches any key or array index. */
const CAMPAIGN_RICH_TEXT = [
  'settings.add_to_unlock.goals.*.*.before',
  'settings.add_to_unlock.goals.*.*.after',
  'modules.random_text.text',
];
const SHOP_SETTINGS_RICH_TEXT = ['empty_cart', 'announcement.text', 'modules.random_text.text'];
const COD_RICH_TEXT = ['form.*.label'];

function cleanAt(value: unknown, segs: readonly string[]): unknown {
  if (segs.length === 0) return typeof value === 'string' ? sanitizeRichText(value) : value;
  const [seg, ...rest] = segs;
  if (Array.isArray(value)) {
    if (seg === '*') return value.map((v) => cleanAt(v, rest));
    const i = Number(seg);
    return Number.isInteger(i) && i in value ? value.map((v, j) => (j === i ? cleanAt(v, rest) : v)) : value;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const key of seg === '*' ? Object.keys(out) : [seg]) {
    if (key in out) out[key] = cleanAt(out[key], rest);
  }
  return out;
}

const cleaner =
  (paths: readonly string[]) =>
  <T>(doc: T): T =>
    paths.reduce<unknown>((acc, p) => cleanAt(acc, p.split('.')), doc) as T;

/** A campaign document (or save payload) with its goal messages and random text cleaned. */
export const sanitizeCampaignRichText = cleaner(CAMPAIGN_RICH_TEXT);
/** Shop settings with the empty-cart HTML, announcement and random text cleaned. */
export const sanitizeShopSettingsRichText = cleaner(SHOP_SETTINGS_RICH_TEXT);
/** COD settings with the form labels cleaned. */
export const sanitizeCodRichText = cleaner(COD_RICH_TEXT);
