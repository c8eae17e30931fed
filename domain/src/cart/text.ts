import { htmlToPlainText } from '../money/format';

/** Characters a badge text may have before it counts as long. */
export const LONG_BADGE_TEXT_LENGTH = 8;

/** A goal badge text is long when its visible text exceeds 8 characters and has more than one word (adds spacing). */
export function isLongBadgeText(text: string | null | undefined): boolean {
  const visible = htmlToPlainText(text ?? '').replace(/\s+/g, ' ').trim();
  return visible.length > LONG_BADGE_TEXT_LENGTH && visible.split(' ').length > 1;
}

/** The placeholders of cart messages (cart-and-shop.md §9). */
export const CART_MESSAGE_PLACEHOLDERS = [
  'product_title',
  'product_price',
  'original_price',
  'goal',
  'amount_left',
  'reward',
] as const;

/** Values for fillPlaceholders, by placeholder name. */
export type PlaceholderValues = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed, as in Shopify templates and the auto-discount
 * text's {{title}}/{{amount}}); the single-brace `{name}` form of the checkout button's {subtotal} is accepted too.
 * A name without a value (or with null/undefined) is left as written, so a typo shows in the preview instead of
 * silently vanishing. Values are inserted as text.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (whole, a: string | undefined, b: string | undefined) => {
    const v = values[(a ?? b) as string];
    return v === null || v === undefined ? whole : String(v);
  });
}

/** Shopify's legacy image size suffixes, replaced rather than stacked by smallImageUrl. */
const SIZE_SUFFIX = /_(pico|icon|thumb|small|compact|medium|large|grande|original|master|\d+x\d*|x\d+)(@\dx)?$/;

/**
 * Shopify CDN small image: inserts `_small` before the file extension (…/shirt.jpg?v=1 → …/shirt_small.jpg?v=1),
 * replacing an existing size suffix. URLs without an image extension are returned unchanged; empty → "".
 */
export function smallImageUrl(url: string | null | undefined): string {
  if (!url) return '';
  const m = /^([^?#]*?)(\.(?:jpe?g|png|gif|webp|avif|heic))([?#].*)?$/i.exec(url);
  if (!m) return url;
  return `${m[1].replace(SIZE_SUFFIX, '')}_small${m[2]}${m[3] ?? ''}`;
}
