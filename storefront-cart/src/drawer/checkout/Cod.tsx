import { useEffect, useState, type ComponentType } from 'react';
import type { StorefrontCod as CodView, StorefrontSettings } from '@cartlift/domain/storefront';
import { closeCartliftDrawer, themeFormFirst } from '../../shared/theme-form';
import type { CodFormProps } from '../../cod/CodForm';
import { css } from '../common/util';

let chunk: Promise<ComponentType<CodFormProps>> | null = null;
/** The COD form is its own chunk: shops without COD, and shoppers who never open it, never download it. */
export const loadCodForm = () => (chunk ??= import(/* webpackChunkName: "cod" */ '../../cod/CodForm').then((m) => m.default));

/** Whether the shop's COD is on, shown in the cart, or the only way to order (§4: COD-only forces the in-cart form off). */
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

/**
 * The 'Cash on Delivery' button that opens the form. Its text and colour (the button's background) are Cart Setup's
 * cod_button, the cart's own setting for this button; the COD page's checkout button gives the text colour, and its
 * text and background stand in where cod_button is unset. The COD page's confirm and loading buttons are the form's.
 */
export function CodButton(p: { cod: CodView; look?: CodButtonLook; onOpen(): void }) {
  const page = p.cod.buttons?.checkout ?? {};
  return (
    <button
      type="button"
      className="cartlift-button cartlift-cod-button"
      style={{ color: css(page.color), background: css(p.look?.color ?? page.background) }}
      onPointerEnter={() => void loadCodForm()}
      // §5: a product page whose form needs a file and a required answer gets the shopper there first.
      onClick={() => themeFormFirst(document, closeCartliftDrawer) || p.onOpen()}
    >
      {p.look?.text || page.text}
    </button>
  );
}
