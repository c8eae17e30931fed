/**
 * Cash-on-delivery settings (cart-and-shop.md §3 "COD settings"): schema, defaults, validation and the form edits of
 * the COD customisation page (cart-and-shop.md §4 "COD-only checkout mode forces is_form_in_cart off", §5 COD rules).
 */
import { z } from 'zod';
import { aIsRequired, NOT_VALID, parseWith, rgba, setPath, type Result } from '../common';
import { COD_CHECKOUT_MODES, COD_FIELD_TYPES, COD_OPTION_TYPES, type CodCheckoutMode, type CodFieldType } from './cod-answers';
import { COD_ORDER_FIELDS, COD_ORDER_MODES, DEFAULT_COD_ORDER_MODE, type CodOrderField } from './cod-order';
import { COD_NEW_FIELD_TITLE, COD_REQUIRED_MESSAGE, SHOP_SHORT_TEXT_MAX, SHOP_SHORT_TEXT_MIN } from './constants';
import { block, flag, freeText, oneOf, shopColourSchema as colour, text } from './fields';

/** cart-and-shop.md §3 form field: label, placeholder, isRequired, type, options. */
export const codFormFieldSchema = block({
  label: text('label', 1, 100),
  placeholder: freeText(100),
  isRequired: flag(),
  type: oneOf(COD_FIELD_TYPES),
  options: z.array(text('option', 1, 100), { error: NOT_VALID }),
  // Absent on fields saved before it existed: codOrderFieldOf then guesses from the label.
  order_field: oneOf(COD_ORDER_FIELDS).optional(),
}).superRefine((field, ctx) => {
  if (COD_OPTION_TYPES.includes(field.type) && field.options.length === 0) {
    ctx.addIssue({ code: 'custom', message: aIsRequired('choice'), path: ['options'] });
  }
});
/** One field of the COD form. */
export type CodFormField = z.infer<typeof codFormFieldSchema>;

const buttonText = (name: string) => text(name, SHOP_SHORT_TEXT_MIN, SHOP_SHORT_TEXT_MAX);
const button = (name: string) => block({ text: buttonText(name), color: colour, background: colour });

/** cart-and-shop.md §3 cod_settings. */
export const codSettingsSchema = block({
  is_active: flag(),
  is_form_in_cart: flag(),
  checkout_mode: oneOf(COD_CHECKOUT_MODES),
  order_mode: oneOf(COD_ORDER_MODES),
  error_message: text('error message', 1, 100),
  buttons: block({
    checkout: button('checkout button text'),
    confirm: button('confirm button text'),
    loading: block({ text: buttonText('loading text') }),
  }),
  form: z.array(codFormFieldSchema, { error: NOT_VALID }),
}).superRefine((cod, ctx) => {
  // cart-and-shop.md §5 "A name-type field cannot be deleted": the order needs a customer name.
  if (!cod.form.some((f) => f.type === 'name')) {
    ctx.addIssue({ code: 'custom', message: aIsRequired('name field'), path: ['form'] });
  }
})
  // cart-and-shop.md §4 "COD-only checkout mode forces is_form_in_cart off", whatever the input claimed.
  .transform((cod) => (cod.checkout_mode === 'cod_only' && cod.is_form_in_cart ? { ...cod, is_form_in_cart: false } : cod));
/** The COD settings. */
export type CodSettings = z.infer<typeof codSettingsSchema>;

const field = (label: string, type: CodFieldType, isRequired: boolean, placeholder = '', orderField?: CodOrderField): CodFormField => ({
  label,
  placeholder,
  isRequired,
  type,
  options: [],
  ...(orderField ? { order_field: orderField } : {}),
});

/**
 * cart-and-shop.md §3 default COD settings: cod_and_checkout, 'This field is required', the five-field default form
 * (phone and address filling the order's shipping address), and a draft order for the merchant to confirm.
 */
export function defaultCodSettings(): CodSettings {
  const white = rgba(255, 255, 255, 1);
  const ink = rgba(48, 48, 48, 1);
  return {
    is_active: false,
    is_form_in_cart: false,
    checkout_mode: 'cod_and_checkout',
    order_mode: DEFAULT_COD_ORDER_MODE,
    error_message: COD_REQUIRED_MESSAGE,
    buttons: {
      checkout: { text: 'Cash on Delivery', color: white, background: ink },
      confirm: { text: 'Confirm order', color: white, background: rgba(0, 128, 96, 1) },
      loading: { text: 'Placing your order...' },
    },
    form: [
      field('First name', 'name', true, 'First name'),
      field('Email', 'email', false, 'Email'),
      field('Phone', 'string', true, 'Phone', 'phone'),
      field('Address', 'string', true, 'Address', 'address1'),
      field('Note', 'textarea', false, 'Note', 'none'),
    ],
  };
}

/** Validates COD settings; the blank error message reads "Error message can't be blank" at error_message. */
export const validateCodSettings = (input: unknown): Result<CodSettings> => parseWith(codSettingsSchema, input);

/** cart-and-shop.md §4: choosing COD-only switches the in-cart form off; the other mode leaves it as it was. */
export function setCodCheckoutMode(cod: CodSettings, mode: CodCheckoutMode): CodSettings {
  return { ...cod, checkout_mode: mode, is_form_in_cart: mode === 'cod_only' ? false : cod.is_form_in_cart };
}

/** The in-cart form switch; it stays off in COD-only mode (cart-and-shop.md §4). */
export function setCodFormInCart(cod: CodSettings, on: boolean): CodSettings {
  return { ...cod, is_form_in_cart: cod.checkout_mode === 'cod_only' ? false : on };
}

/**
 * cart-and-shop.md §5: adds a field at the end titled 'Titre' (options start empty; option types need at least one
 * before saving).
 */
export function addCodField(cod: CodSettings, type: CodFieldType = 'string'): CodSettings {
  return { ...cod, form: [...cod.form, field(COD_NEW_FIELD_TITLE, type, false)] };
}

/** cart-and-shop.md §5 "A name-type field cannot be deleted". */
export const canRemoveCodField = (f: CodFormField): boolean => f.type !== 'name';

/** Removes the field at index; a name-type field or a missing index leaves the settings unchanged. */
export function removeCodField(cod: CodSettings, index: number): CodSettings {
  const target = cod.form[index];
  if (!target || !canRemoveCodField(target)) return cod;
  return { ...cod, form: cod.form.filter((_, i) => i !== index) };
}

/** Moves a field from one position to another (indices clamped to the form); the order is what shoppers see. */
export function moveCodField(cod: CodSettings, from: number, to: number): CodSettings {
  if (from < 0 || from >= cod.form.length) return cod;
  const dest = Math.max(0, Math.min(cod.form.length - 1, to));
  if (dest === from) return cod;
  const form = [...cod.form];
  const [moved] = form.splice(from, 1);
  form.splice(dest, 0, moved);
  return { ...cod, form };
}

/** Changes one property of one field. */
export function updateCodField<K extends keyof CodFormField>(
  cod: CodSettings,
  index: number,
  key: K,
  value: CodFormField[K],
): CodSettings {
  if (!cod.form[index]) return cod;
  return setPath(cod, `form.${index}.${String(key)}`, value);
}
