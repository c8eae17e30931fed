import { useEffect, useState, type ComponentType } from 'react';
import type { StorefrontCod as CodView, StorefrontSettings } from '@cartlift/domain/storefront';
import { closeCartliftDrawer, themeFormFirst } from '../../shared/theme-form';
import type { CodFormProps } from '../../cod/CodForm';
import { DEFAULT_COD_BUTTON_COLOUR, DEFAULT_COD_BUTTON_TEXT } from '@cartlift/domain/shop/cod-button';
import { css } from '../common/util';

let chunk: Promise<ComponentType<CodFormProps>> | null = null;
/** The COD form is its own chunk: shops without COD, and shoppers who never open it, never download it. */
export const loadCodForm = () => (chunk ??= import(/* webpackChunkName: "cod" */ '../../cod/CodForm').then((m) => m.default));

/**
 * Whether the shop's COD is on, shown in the cart, or the only way to order (cart-and-shop.md §4: COD-only forces the
 * in-cart form off).
 */
export function codMode(cod: CodView | undefined) {
  const active = !!cod?.is_active && !!cod.form?.length;
  const only = active && cod?.checkout_mode === 'cod_only';
  return { active, only, inCart: active && !only && !!cod?.is_form_in_cart };
}

/** The COD form, fetched on first render. */
export function CodSlot(props: CodFormProps) {
  const [Form, setForm] = useState<ComponentType<CodFormProps> | null>(null);
  useEffect(() => {
    let live = true;
    loadCodForm().then(
      (f) => live && setForm(() => f),
      (e) => console.error('Cartlift: COD form', e),
    );
    return () => {
      live = false;
    };
  }, []);
  return Form ? <Form {...props} /> : <div className="cartlift-cod-loading" aria-busy="true" />;
}

/** Cart Setup's COD checkout button (checkout section, shown there only while COD is active). */
type CodButtonLook = NonNullable<NonNullable<StorefrontSettings['modules']>['checkout_button']>['cod_button'];
type Colour = NonNullable<NonNullable<CodButtonLook>['color']>;

const sameColour = (a: Colour, b: Colour) => a.r === b.r && a.g === b.g && a.b === b.b && (a.a ?? 1) === (b.a ?? 1);

/**
 * Which page's text and background the 'Cash on Delivery' button shows (README "COD button"). Both Cart Setup
 * (cod_button) and the COD page (buttons.checkout) set them, and neither stores when: Cart Setup's wins only where the
 * merchant changed it from its default, so an edit on the COD page is never hidden behind Cart Setup's untouched
 * defaults. The text colour is the COD page's alone (Cart Setup has none).
 */
export function codButtonLook(page: NonNullable<CodView['buttons']>['checkout'], look: CodButtonLook) {
  const ownText = !!look?.text && look.text !== DEFAULT_COD_BUTTON_TEXT;
  const ownColour = !!look?.color && !sameColour(look.color, DEFAULT_COD_BUTTON_COLOUR);
  return {
    text: (ownText ? look?.text : page?.text || look?.text) ?? '',
    color: page?.color,
    background: ownColour ? look?.color : page?.background ?? look?.color,
  };
}

/** The 'Cash on Delivery' button that opens the form; its look is codButtonLook's. The COD page's confirm and loading buttons are the form's. */
export function CodButton(p: { cod: CodView; look?: CodButtonLook; onOpen(): void }) {
  const look = codButtonLook(p.cod.buttons?.checkout, p.look);
  return (
    <button
      type="button"
      className="cartlift-button cartlift-cod-button"
      style={{ color: css(look.color), background: css(look.background) }}
      onPointerEnter={() => void loadCodForm()}
      // cart-and-shop.md §5: a product page whose form needs a file and a required answer gets the shopper there first.
      onClick={() => themeFormFirst(document, closeCartliftDrawer) || p.onOpen()}
    >
      {look.text}
    </button>
  );
}
