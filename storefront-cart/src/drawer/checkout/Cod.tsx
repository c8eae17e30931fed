import { useEffect, useState, type ComponentType } from 'react';
import type { StorefrontCod as CodView } from '@cartlift/domain/storefront';
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

/** The 'Cash on Delivery' button that opens the form (the merchant's checkout button text and colours). */
export function CodButton(p: { cod: CodView; onOpen(): void }) {
  const look = p.cod.buttons?.checkout ?? {};
  return (
    <button
      type="button"
      className="cartlift-button cartlift-cod-button"
      style={{ color: css(look.color), background: css(look.background) }}
      onPointerEnter={() => void loadCodForm()}
      onClick={p.onOpen}
    >
      {look.text}
    </button>
  );
}
