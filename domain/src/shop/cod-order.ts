/**
 * How a COD submission becomes something in the merchant's Shopify admin (issue 24 item 4; App Store rule 1.1.2: an
 * app must not register a checkout's transaction through the API, a draft order the merchant confirms is the accepted
 * route). Zod-free: the admin and the gateway share it; the schema lives in cod.ts.
 */
import type { CodAnswer, CodFieldType } from './cod-answers';

/**
 * The merchant's choice: a draft order the merchant confirms (the default), or the order completed as payment
 * pending (what Cartlift did before; it may not pass App Store review).
 */
export const COD_ORDER_MODES = ['draft_order', 'payment_pending'] as const;
/** A COD order mode. */
export type CodOrderMode = (typeof COD_ORDER_MODES)[number];
/** New shops and shops that never switched COD on; shops that already had COD on keep payment_pending (migration). */
export const DEFAULT_COD_ORDER_MODE: CodOrderMode = 'draft_order';

/** The choice as the COD page offers it. */
export const COD_ORDER_MODE_LABELS: Record<CodOrderMode, string> = {
  draft_order: 'Create a draft order for me to confirm',
  payment_pending: 'Create the order as payment pending',
};
/** Said under the payment-pending choice. */
export const COD_PAYMENT_PENDING_NOTE =
  'Shopify may not approve apps that create orders outside its checkout, so this option may not pass App Store review.';
/** Said under the draft-order choice. */
export const COD_DRAFT_ORDER_NOTE =
  'Each order arrives in Drafts, tagged COD, with the shopper’s details. Review it, then mark it as payment pending to create the order.';

/**
 * Where a text answer goes on the order besides its note: the shipping address's parts, the phone, or nowhere.
 * Name and e-mail fields go to the customer by their type.
 */
export const COD_ORDER_FIELDS = ['none', 'phone', 'address1', 'address2', 'city', 'province', 'zip'] as const;
/** An order field a COD answer can fill. */
export type CodOrderField = (typeof COD_ORDER_FIELDS)[number];

/** The choice as the field editor offers it. */
export const COD_ORDER_FIELD_LABELS: Record<CodOrderField, string> = {
  none: 'Only in the order note',
  phone: 'Phone',
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  province: 'State / province',
  zip: 'Postal code',
};

/** What the mapping reads of a form field (order_field is absent on forms saved before the choice existed). */
export interface CodOrderFieldSource {
  label: string;
  type: CodFieldType;
  order_field?: CodOrderField;
}

// Labels of forms saved before order_field existed, in the languages the cart ships (English, French, Spanish, German).
const GUESSES: Array<[RegExp, CodOrderField]> = [
  [/phone|mobile|\btel\b|téléphone|telefono|teléfono|handy/i, 'phone'],
  [/apartment|suite|\bapt\b|complément|address 2|address line 2/i, 'address2'],
  [/address|adresse|dirección|direccion|straße|strasse/i, 'address1'],
  [/city|town|ville|ciudad|stadt/i, 'city'],
  [/zip|postal|postcode|code postal|plz/i, 'zip'],
  [/province|state|region|région|estado|bundesland/i, 'province'],
];

/** The order field a form field fills: the merchant's choice, else a guess from its label (text fields only). */
export function codOrderFieldOf(field: CodOrderFieldSource): CodOrderField {
  if (field.order_field) return field.order_field;
  if (field.type !== 'string' && field.type !== 'textarea') return 'none';
  return GUESSES.find(([pattern]) => pattern.test(field.label))?.[1] ?? 'none';
}

/**
 * The shopper's details as a draft order's customer and shipping address take them (absent parts left out). The
 * phone goes on the address only: Shopify refuses a draft whose customer phone is not a valid E.164 number, and
 * shoppers type phones freely; the address keeps it as typed.
 */
export interface CodCustomerDetails {
  email?: string;
  shippingAddress?: MailingAddress;
}

/** A shipping address in the shape of Shopify's MailingAddressInput (countryCode ISO 3166 alpha-2). */
export interface MailingAddress {
  firstName?: string;
  lastName?: string;
  phone?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  zip?: string;
  countryCode?: string;
}

const answerText = (value: CodAnswer | undefined): string =>
  value === undefined ? '' : typeof value === 'string' ? value.trim() : value.join(', ');

/**
 * The first name-type answer split into first and last name at its first space (one word is the last name: Shopify
 * needs a last name on an address), the first e-mail answer, and each mapped text answer (the first of each kind).
 * countryCode is the cart's country (ISO 3166 alpha-2) when the storefront knows it.
 */
export function codCustomerDetails(
  form: readonly CodOrderFieldSource[],
  answers: readonly CodAnswer[],
  countryCode?: string,
): CodCustomerDetails {
  const address: NonNullable<CodCustomerDetails['shippingAddress']> = {};
  const out: CodCustomerDetails = {};
  form.forEach((field, i) => {
    const value = answerText(answers[i]);
    if (!value) return;
    if (field.type === 'name' && address.lastName === undefined) {
      const at = value.indexOf(' ');
      if (at < 0) address.lastName = value;
      else Object.assign(address, { firstName: value.slice(0, at), lastName: value.slice(at + 1).trim() });
      return;
    }
    if (field.type === 'email') {
      out.email ??= value;
      return;
    }
    const target = codOrderFieldOf(field);
    if (target !== 'none' && address[target] === undefined) address[target] = value;
  });
  if (countryCode && /^[A-Z]{2}$/.test(countryCode) && Object.keys(address).length) address.countryCode = countryCode;
  if (Object.keys(address).length) out.shippingAddress = address;
  return out;
}
