import { NOT_VALID, setPath, tooShort, type Result } from '../common';
import { codAnswerError, codFieldError } from './cod-answers';
import {
  addCodField,
  canRemoveCodField,
  defaultCodSettings,
  moveCodField,
  removeCodField,
  setCodCheckoutMode,
  setCodFormInCart,
  updateCodField,
  validateCodSettings,
  type CodSettings,
} from '.';

const errorsOf = <T>(r: Result<T>) => (r.success ? [] : r.errors);

describe('cart-and-shop.md §3 COD defaults', () => {
  const d = defaultCodSettings();
  it('"checkout_mode (default cod_and_checkout…)", "error_message (default \'This field is required\')"', () => {
    expect(d.checkout_mode).toBe('cod_and_checkout');
    expect(d.error_message).toBe('This field is required');
    expect(d.is_active).toBe(false);
    expect(d.is_form_in_cart).toBe(false);
  });
  it('"three buttons (checkout, confirm {text, color, background}, loading)"', () => {
    expect(Object.keys(d.buttons)).toEqual(['checkout', 'confirm', 'loading']);
    expect(Object.keys(d.buttons.confirm)).toEqual(['text', 'color', 'background']);
  });
  it('"Default form: first name (name, required), email (optional), phone (required), address (required), note (textarea, optional)"', () => {
    expect(d.form.map((f) => [f.label, f.type, f.isRequired])).toEqual([
      ['First name', 'name', true],
      ['Email', 'email', false],
      ['Phone', 'string', true],
      ['Address', 'string', true],
      ['Note', 'textarea', false],
    ]);
  });
  it('passes validation', () => expect(validateCodSettings(d)).toEqual({ success: true, data: d }));
});

describe('cart-and-shop.md §5 COD rules', () => {
  it('a blank error_message is an error on error_message', () => {
    expect(errorsOf(validateCodSettings({ ...defaultCodSettings(), error_message: '' }))).toEqual([
      { path: 'error_message', message: "Error message can't be blank" },
    ]);
  });
  it('"COD field types: full name, email, text, text area, dropdown" (+ radio, checkbox option types)', () => {
    for (const type of ['name', 'email', 'string', 'textarea', 'dropdown', 'radio', 'checkbox']) {
      const cod = setPath(addCodField(defaultCodSettings(), 'string'), 'form.5.type', type);
      const withOptions = setPath(cod, 'form.5.options', ['A']);
      expect(validateCodSettings(withOptions).success).toBe(true);
    }
    const bad = setPath(defaultCodSettings(), 'form.1.type', 'phone');
    expect(errorsOf(validateCodSettings(bad))).toEqual([{ path: 'form.1.type', message: NOT_VALID }]);
  });
  it.each(['dropdown', 'radio', 'checkbox'] as const)('"Options apply to dropdown, checkbox, radio": %s needs one', (type) => {
    const cod = addCodField(defaultCodSettings(), type);
    expect(errorsOf(validateCodSettings(cod))).toEqual([{ path: 'form.5.options', message: 'A choice is required' }]);
  });
  it('the form must keep a name-type field', () => {
    const cod = setPath(defaultCodSettings(), 'form.0.type', 'string');
    expect(errorsOf(validateCodSettings(cod))).toEqual([{ path: 'form', message: 'A name field is required' }]);
  });
  it('button texts are at least 3 characters', () => {
    const cod = setPath(defaultCodSettings(), 'buttons.confirm.text', 'OK');
    expect(errorsOf(validateCodSettings(cod))).toEqual([{ path: 'buttons.confirm.text', message: tooShort(3) }]);
  });
  it('cart-and-shop.md §4 "COD-only checkout mode forces is_form_in_cart off" even in a payload claiming both', () => {
    const r = validateCodSettings({ ...defaultCodSettings(), checkout_mode: 'cod_only', is_form_in_cart: true });
    expect(r.success && r.data.is_form_in_cart).toBe(false);
  });
});

describe('cart-and-shop.md §4 linked COD edits', () => {
  const inCart: CodSettings = { ...defaultCodSettings(), is_form_in_cart: true };
  it('setCodCheckoutMode(cod_only) switches the in-cart form off; back to cod_and_checkout keeps it off', () => {
    const only = setCodCheckoutMode(inCart, 'cod_only');
    expect([only.checkout_mode, only.is_form_in_cart]).toEqual(['cod_only', false]);
    expect(setCodCheckoutMode(only, 'cod_and_checkout').is_form_in_cart).toBe(false);
    expect(setCodCheckoutMode(inCart, 'cod_and_checkout').is_form_in_cart).toBe(true);
  });
  it('the in-cart switch cannot be turned on in cod_only mode', () => {
    const only = setCodCheckoutMode(defaultCodSettings(), 'cod_only');
    expect(setCodFormInCart(only, true).is_form_in_cart).toBe(false);
    expect(setCodFormInCart(defaultCodSettings(), true).is_form_in_cart).toBe(true);
  });
});

describe('cart-and-shop.md §5 COD form edits', () => {
  it('"A new field\'s default title is a French word for \'title\'" (Titre)', () => {
    const cod = addCodField(defaultCodSettings());
    expect(cod.form).toHaveLength(6);
    expect(cod.form[5]).toEqual({ label: 'Titre', placeholder: '', isRequired: false, type: 'string', options: [] });
  });
  it('"A name-type field cannot be deleted"', () => {
    const d = defaultCodSettings();
    expect(canRemoveCodField(d.form[0])).toBe(false);
    expect(removeCodField(d, 0)).toBe(d);
    expect(removeCodField(d, 1).form.map((f) => f.label)).toEqual(['First name', 'Phone', 'Address', 'Note']);
    expect(removeCodField(d, 9)).toBe(d);
  });
  it.each<[number, number, string[]]>([
    [4, 0, ['Note', 'First name', 'Email', 'Phone', 'Address']],
    [0, 2, ['Email', 'Phone', 'First name', 'Address', 'Note']],
    [1, 99, ['First name', 'Phone', 'Address', 'Note', 'Email']],
    [1, -5, ['Email', 'First name', 'Phone', 'Address', 'Note']],
  ])('moveCodField(%i → %i)', (from, to, labels) => {
    expect(moveCodField(defaultCodSettings(), from, to).form.map((f) => f.label)).toEqual(labels);
  });
  it('moveCodField ignores a missing source or a no-op move', () => {
    const d = defaultCodSettings();
    expect(moveCodField(d, 7, 0)).toBe(d);
    expect(moveCodField(d, 2, 2)).toBe(d);
  });
  it('updateCodField changes one property of one field', () => {
    const d = defaultCodSettings();
    expect(updateCodField(d, 1, 'isRequired', true).form[1].isRequired).toBe(true);
    expect(updateCodField(d, 9, 'label', 'x')).toBe(d);
    expect(d.form[1].isRequired).toBe(false);
  });
});

describe('cart-and-shop.md §5 "Required fields show \'This field is required\'"', () => {
  const d = defaultCodSettings();
  it.each<[number, string | string[], string | undefined]>([
    [0, '', 'This field is required'],
    [0, '  ', 'This field is required'],
    [0, 'Ann', undefined],
    [1, '', undefined],
    [1, 'not-an-email', 'Invalid email'],
    [1, 'ann@example.com', undefined],
    [2, [], 'This field is required'],
  ])('field %i with %j → %p', (index, value, expected) => {
    expect(codFieldError(d, d.form[index], value)).toBe(expected);
  });
  it("uses the merchant's error_message", () => {
    expect(codFieldError({ ...d, error_message: 'Obligatoire' }, d.form[0], '')).toBe('Obligatoire');
  });
});

describe('codAnswerError (the order endpoint and the storefront form)', () => {
  const d = defaultCodSettings();
  const pick = { type: 'dropdown' as const, isRequired: true, options: ['Small', 'Large'] };
  const boxes = { type: 'checkbox' as const, isRequired: false, options: ['Gift wrap', 'Call first'] };
  it.each<[string, typeof pick | typeof boxes | (typeof d.form)[number], string | string[], string | undefined]>([
    ['an option of the list', pick, 'Large', undefined],
    ['a value not in the list', pick, 'Huge', NOT_VALID],
    ['a list for a dropdown', pick, ['Large'], NOT_VALID],
    ['a blank required dropdown', pick, '', 'This field is required'],
    ['ticked boxes from the list', boxes, ['Gift wrap', 'Call first'], undefined],
    ['a box not in the list', boxes, ['Gift wrap', 'Other'], NOT_VALID],
    ['a list for a text field', d.form[0], ['Ann'], NOT_VALID],
    ['a bad e-mail', d.form[1], 'nope', 'Invalid email'],
  ])('%s', (_name, field, value, expected) => {
    expect(codAnswerError(d, field, value)).toBe(expected);
  });
});
