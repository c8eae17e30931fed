/**
 * The shopper's answers to the COD form (cart-and-shop.md §5 "Required fields show 'This field is required'"), checked
 * the same way by the storefront form and by POST /public/cod-orders. Zod-free: the storefront's COD chunk bundles this
 * file.
 */
import { NOT_VALID } from '../common/messages';
import { COD_REQUIRED_MESSAGE, INVALID_EMAIL, isSimpleEmail } from './constants';

/** cart-and-shop.md §3 checkout modes: COD next to the normal checkout (default) or COD only. */
export const COD_CHECKOUT_MODES = ['cod_and_checkout', 'cod_only'] as const;
/** A COD checkout mode. */
export type CodCheckoutMode = (typeof COD_CHECKOUT_MODES)[number];
/** cart-and-shop.md §3/§5 field types; radio and checkbox are the option types next to dropdown. */
export const COD_FIELD_TYPES = ['name', 'email', 'string', 'textarea', 'dropdown', 'radio', 'checkbox'] as const;
/** A COD form field type. */
export type CodFieldType = (typeof COD_FIELD_TYPES)[number];
/** cart-and-shop.md §5 "Options apply to dropdown, checkbox, radio". */
export const COD_OPTION_TYPES: readonly CodFieldType[] = ['dropdown', 'radio', 'checkbox'];

/** What the answer check reads of a form field. */
export interface CodAnswerField {
  type: CodFieldType;
  isRequired: boolean;
  options: readonly string[];
}

/** One answer: text, or the ticked options of a checkbox field. */
export type CodAnswer = string | readonly string[];

const isBlank = (value: CodAnswer): boolean => (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/**
 * The storefront check of one filled COD field: the merchant's error message (default 'This field is required')
 * when a required field is blank, 'Invalid email' for a filled email field that is not an e-mail, undefined when fine.
 */
export function codFieldError(cod: { error_message: string }, f: CodAnswerField, value: CodAnswer): string | undefined {
  if (isBlank(value)) return f.isRequired ? cod.error_message || COD_REQUIRED_MESSAGE : undefined;
  if (f.type === 'email' && typeof value === 'string' && !isSimpleEmail(value)) return INVALID_EMAIL;
  return undefined;
}

/**
 * codFieldError plus the shape of the answer: a list only for checkbox fields, and an option field's answer only
 * from its options ('value is not valid' otherwise, which a person using the form never sees).
 */
export function codAnswerError(cod: { error_message: string }, f: CodAnswerField, value: CodAnswer): string | undefined {
  if (!isBlank(value)) {
    const picked = typeof value === 'string' ? [value] : value;
    if (typeof value !== 'string' && f.type !== 'checkbox') return NOT_VALID;
    if (COD_OPTION_TYPES.includes(f.type) && !picked.every((v) => f.options.includes(v))) return NOT_VALID;
  }
  return codFieldError(cod, f, value);
}
