import { NOT_VALID, parseWith } from '../common';
import { defaultCodSettings } from '../shop/cod';
import { shopSettingsSavePayload } from '../shop/settings';
import { defaultShopSettings } from '../shop/settings-defaults';
import { defaultStickyCart } from '../shop/sticky';
import { planSettingsInputSchema, readShopSettingsUpdate, shopPropInputSchema, type UpdateShopSettingsInput } from './shop';

const refused = (...paths: string[]) => ({ success: false, errors: paths.map((path) => ({ path, message: NOT_VALID })) });

describe("updateShopSettings' input: one rule tells its three kinds apart", () => {
  it('reads each input type the admin sends (UpdateShopSettingsInput) as its kind', () => {
    const kindOf = (input: UpdateShopSettingsInput) => {
      const r = readShopSettingsUpdate(input);
      return r.success ? r.data.kind : null;
    };
    expect(kindOf(shopSettingsSavePayload(defaultShopSettings()))).toBe('settings');
    expect(kindOf({ cod_settings: defaultCodSettings() })).toBe('documents');
    expect(kindOf({ sticky_cart: defaultStickyCart() })).toBe('documents');
    expect(kindOf({ cod_settings: defaultCodSettings(), sticky_cart: defaultStickyCart() })).toBe('documents');
    expect(kindOf({ fb_pixel_trial_started: true })).toBe('flags');
  });

  it('every key a one-time flag is a flags update; a flag that is not a boolean is refused at its key', () => {
    expect(readShopSettingsUpdate({ first_cart_turn_on: true, survey_closed: false })).toEqual({
      success: true,
      data: { kind: 'flags', flags: { first_cart_turn_on: true, survey_closed: false } },
    });
    expect(readShopSettingsUpdate({ first_cart_turn_on: 'yes', survey_closed: true })).toEqual(refused('first_cart_turn_on'));
  });

  it('cod_settings or sticky_cart is a documents update: COD as sent (blanks kept), nothing else beside them', () => {
    const cod = { is_active: true, error_message: '' };
    expect(readShopSettingsUpdate({ cod_settings: cod })).toEqual({ success: true, data: { kind: 'documents', cod_settings: cod } });
    expect(readShopSettingsUpdate({ sticky_cart: { isActive: true, text: '' } })).toEqual({
      success: true,
      data: { kind: 'documents', sticky_cart: { isActive: true } },
    });
    expect(readShopSettingsUpdate({ sticky_cart: { isActive: true }, active: true, first_cart_turn_on: true })).toEqual(
      refused('active', 'first_cart_turn_on'),
    );
  });

  it('anything else is a settings save, its empty values and settingsSaved dropped', () => {
    expect(readShopSettingsUpdate({ active: false, settingsSaved: true, css: '', sticky_cart: null })).toEqual({
      success: true,
      data: { kind: 'settings', settings: { active: false } },
    });
  });

  it('not an object, or an empty one, is refused at the root', () => {
    for (const input of [null, 'x', [], {}]) expect(readShopSettingsUpdate(input)).toEqual(refused(''));
  });
});

describe('updateShopProp and updatePlanSettings inputs', () => {
  it('take any of their fields, refuse an empty or non-object input at the root and any other key', () => {
    expect(parseWith(shopPropInputSchema, { review_clicked: true, custom_links: [] }).success).toBe(true);
    expect(parseWith(planSettingsInputSchema, { current_plan: 'Big' }).success).toBe(true);
    for (const schema of [shopPropInputSchema, planSettingsInputSchema]) {
      expect(parseWith(schema, {})).toEqual(refused(''));
      expect(parseWith(schema, 'x')).toEqual(refused(''));
      expect(parseWith(schema, { settings: {} }).success).toBe(false);
    }
    expect(parseWith(planSettingsInputSchema, { current_plan: 'Huge' })).toEqual(refused('current_plan'));
  });
});
