import { NOT_VALID, setPath, type Result } from '../common';
import {
  codCustomerDetails,
  codOrderFieldOf,
  defaultCodSettings,
  validateCodSettings,
  type CodFormField,
} from '.';

const errorsOf = <T>(r: Result<T>) => (r.success ? [] : r.errors);
const text = (label: string, order_field?: CodFormField['order_field']): CodFormField => ({
  label,
  placeholder: '',
  isRequired: false,
  type: 'string',
  options: [],
  ...(order_field ? { order_field } : {}),
});

describe('COD order mode (issue 24: a draft order by default, payment pending on request)', () => {
  it('defaults to a draft order the merchant confirms, and accepts payment pending', () => {
    const d = defaultCodSettings();
    expect(d.order_mode).toBe('draft_order');
    const pending = validateCodSettings({ ...d, order_mode: 'payment_pending' });
    expect(pending.success && pending.data.order_mode).toBe('payment_pending');
  });

  it('refuses any other mode, and a settings object without one', () => {
    expect(errorsOf(validateCodSettings({ ...defaultCodSettings(), order_mode: 'order' }))).toEqual([
      { path: 'order_mode', message: NOT_VALID },
    ]);
    const { order_mode: _dropped, ...without } = defaultCodSettings();
    expect(errorsOf(validateCodSettings(without))).toEqual([{ path: 'order_mode', message: NOT_VALID }]);
  });

  it("maps the default form's phone and address to the order, the note to nothing", () => {
    expect(defaultCodSettings().form.map((f) => f.order_field)).toEqual([undefined, undefined, 'phone', 'address1', 'none']);
  });

  it('keeps order_field optional on a field (forms saved before it) and refuses an unknown one', () => {
    expect(validateCodSettings(setPath(defaultCodSettings(), 'form.2', text('Phone'))).success).toBe(true);
    const bad = setPath(defaultCodSettings(), 'form.2.order_field', 'country');
    expect(errorsOf(validateCodSettings(bad))).toEqual([{ path: 'form.2.order_field', message: NOT_VALID }]);
  });
});

describe('codOrderFieldOf', () => {
  it("takes the merchant's choice over the label", () => {
    expect(codOrderFieldOf(text('Phone', 'none'))).toBe('none');
    expect(codOrderFieldOf(text('Landmark', 'address2'))).toBe('address2');
  });
  it.each([
    ['Phone', 'phone'],
    ['Téléphone', 'phone'],
    ['Mobile number', 'phone'],
    ['Address', 'address1'],
    ['Adresse de livraison', 'address1'],
    ['Apartment, suite', 'address2'],
    ['City', 'city'],
    ['Ville', 'city'],
    ['ZIP code', 'zip'],
    ['Code postal', 'zip'],
    ['State', 'province'],
    ['Favourite colour', 'none'],
  ] as const)('guesses %s as %s on a form saved before the choice existed', (label, expected) => {
    expect(codOrderFieldOf(text(label))).toBe(expected);
  });
  it('guesses only for text fields', () => {
    expect(codOrderFieldOf({ ...text('Phone'), type: 'dropdown' })).toBe('none');
  });
});

describe('codCustomerDetails', () => {
  const form = defaultCodSettings().form;
  it("puts the default form's answers in the customer and shipping address fields", () => {
    expect(codCustomerDetails(form, ['Ana Maria Silva', 'ana@example.com', '555 0101', '1 Main St', 'Leave at the door'], 'US')).toEqual({
      email: 'ana@example.com',
      shippingAddress: { firstName: 'Ana', lastName: 'Maria Silva', phone: '555 0101', address1: '1 Main St', countryCode: 'US' },
    });
  });
  it('takes a single-word name as the last name, leaves blanks out, and ignores a country that is not a code', () => {
    expect(codCustomerDetails(form, ['  Ana ', '', ' ', '1 Main St', ''], 'United States')).toEqual({
      shippingAddress: { lastName: 'Ana', address1: '1 Main St' },
    });
  });
  it('keeps the first answer of each kind and reads older forms by their labels', () => {
    const older = [form[0], text('City'), text('Zip'), text('City (again)'), text('Phone')];
    expect(codCustomerDetails(older, ['Ana Silva', 'Porto', '4000', 'Lisbon', '+351 900'])).toEqual({
      shippingAddress: { firstName: 'Ana', lastName: 'Silva', city: 'Porto', zip: '4000', phone: '+351 900' },
    });
  });
  it('says nothing about an empty form', () => {
    expect(codCustomerDetails([], [], 'US')).toEqual({});
  });
});
