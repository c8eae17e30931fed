import { plainText } from './richText';

/** The widget's own texts in the shop's four languages (cart-and-shop.md §3 default_language). */
const en = {
  addToCart: 'Add to cart',
  title: 'My Cart',
  close: 'Close cart',
  back: 'Back',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  remove: 'Remove',
  soldOut: 'Sold out',
  rewardsProgress: 'Progress towards your rewards',
  invalidQuantity: 'Please enter a valid quantity',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  checkout: 'Checkout',
  subtotal: 'Subtotal',
  savings: 'Savings',
  shipping: 'Shipping',
  loading: 'Loading...',
  note: 'Add a note to your order',
  terms: 'I agree with the terms and conditions',
  oneTime: 'One-time purchase',
  subscribe: 'Subscribe and save',
  subscribed: 'Subscribed',
  upgrading: 'Upgrading...',
  downgrading: 'Updating...',
  add: 'Add',
  confirm: 'Confirm',
  chooseOptions: 'Choose options',
  youMayLike: 'Frequently bought together',
  readMore: 'Read more',
  product: 'Product',
  price: 'Price',
  updated: 'Cart updated',
  failedVariant: 'Failed to update variant',
  freeGift: 'Free gift',
  itemCount: '{n} items',
  bundleOffer: 'Add {n} more to save {reward}',
  giftBefore: 'Unlock your free gift',
  giftSelecting: 'Choose your free gift',
  giftAfter: 'Your free gift',
  chooseGift: 'Choose',
  changeGift: 'Change gift',
  free: 'Free',
  giftUnavailable: 'This gift is no longer available. Please choose another.',
  cancel: 'Cancel',
  announcement: 'Free shipping on all orders today!',
  timer: 'Your cart is reserved for {{timer}}',
  splitPay: 'or {{splits}} interest-free payments of {{amount}}',
  trustBadges: 'Secure checkout',
  couponUse: 'Use a discount code',
  couponEdit: 'Edit',
  couponClose: 'Close',
  couponEnter: 'Enter discount code',
  couponApply: 'Apply',
  couponNotFound: 'Discount code not found',
  couponApplied: 'Discount code {code} applied',
};
export type Texts = typeof en;




/** The languages besides English, each in its own chunk (languages/<code>.ts). */
export type LanguageCode = 'fr' | 'de' | 'ar';
const CODES: Record<string, LanguageCode> = { french: 'fr', german: 'de', arabic: 'ar', fr: 'fr', de: 'de', ar: 'ar' };
const loaded: Partial<Record<LanguageCode, Texts>> = {};

/** The chunk a stored default_language or a theme locale ('fr', 'ar-SA') needs; null for English and unknown ones. */
export function languageCode(language: string | null | undefined): LanguageCode | null {
  if (!language) return null;
  return CODES[language] ?? CODES[language.slice(0, 2).toLowerCase()] ?? null;
}

/** Makes a language's texts available to textsFor (the chunk does it when it arrives; the admin preview for all). */
export function registerTexts(code: LanguageCode, texts: Texts): void {
  loaded[code] = texts;
}

/**
 * Fetches the texts of a language other than English (about 1 KB gzip each), so English shops never download the
 * other three. Resolves once textsFor can answer in that language; a chunk that fails to load leaves English.
 */
export function loadTexts(language: string | null | undefined): Promise<void> {
  const code = languageCode(language);
  if (!code || loaded[code]) return Promise.resolve();
  return import(/* webpackChunkName: "texts-[request]" */ `./languages/${code}`).then(
    (m: { texts: Texts }) => registerTexts(code, m.texts),
    () => undefined,
  );
}

/** The drawer's language: the shop's own when the merchant chose one other than English, else the theme's locale. */
export function drawerLanguage(settings: { default_language?: string | null } | undefined, locale: string | null | undefined): string | null | undefined {
  const chosen = settings?.default_language;
  return chosen && chosen !== 'english' ? chosen : locale;
}

/** Texts for a stored default_language or a theme locale, once loaded (loadTexts); English until then and otherwise. */
export function textsFor(language: string | null | undefined): Texts {
  const code = languageCode(language);
  return (code && loaded[code]) || en;
}

/** Markup beyond paragraphs and line breaks (the rich-text editor wraps even unformatted text in <p>). */
const FORMATTED = /<(?!\/?(?:p|div|br)\b)[a-z]/i;

/**
 * A merchant text, unless it is still the English default the shop was created with: then the shopper's language wins
 * (stored defaults are English, and a French shop should not show "Subtotal"). A default the merchant formatted (a word
 * made huge in the editor) is theirs.
 */
export const localize = (texts: Texts) => (value: string | null | undefined, key: keyof Texts): string => {
  const plain = plainText(value ?? '').trim();
  return !plain || (plain === en[key] && !FORMATTED.test(value!)) ? texts[key] : value!;
};

/** Arabic reads right to left even when the merchant left the rtl switch off. */
export const isRtlLanguage = (language: string | null | undefined): boolean =>
  !!language && (language === 'arabic' || language.slice(0, 2).toLowerCase() === 'ar');
