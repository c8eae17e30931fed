import { useRef, useState } from 'react';
import { codAnswerError } from '@cartlift/domain/shop/cod-answers';
import type { Cart } from '../shared/types';
import type { StorefrontCodField as CodFieldView, StorefrontCod as CodView } from '@cartlift/domain/storefront';
import type { CartSource, CheckoutRequest } from '../drawer/common/source';
import { css } from '../drawer/common/util';
import { appliedCodes } from '../drawer/checkout/start';
import { closeCartliftDrawer, themeFormFirst } from '../shared/theme-form';
import { codTexts } from './texts';
import { newClientKey, placeCodOrder } from './submit';
import styles from './cod.css';

export interface CodFormProps {
  cod: CodView;
  cart: Cart;
  source: CartSource;
  /** The cart part of the order, as the checkout sends it (items, fbt, campaign schema, currency). */
  order: Omit<CheckoutRequest, 'note' | 'discountCode'>;
  language?: string | null;
  onAnnounce?(message: string): void;
}

type Value = string | string[];

/** Our stylesheet, once per document (the chunk owns its CSS so the drawer does not carry it). */
function useStyles() {
  if (typeof document === 'undefined' || document.getElementById('cartlift-cod-css')) return;
  const el = document.createElement('style');
  el.id = 'cartlift-cod-css';
  el.textContent = styles;
  document.head.appendChild(el);
}

function Field(p: { field: CodFieldView; index: number; value: Value; error?: string; choose: string; onChange(v: Value): void }) {
  const { field, index, value } = p;
  const id = `cartlift-cod-${index}`;
  const aria = { 'aria-invalid': p.error ? true : undefined, 'aria-describedby': p.error ? `${id}-error` : undefined, 'aria-required': field.isRequired || undefined };
  const text = typeof value === 'string' ? value : '';
  const label = (
    <>
      {field.label}
      {field.isRequired && <span className="cartlift-cod__star" aria-hidden="true"> *</span>}
    </>
  );
  let control;
  if (field.type === 'radio' || field.type === 'checkbox') {
    const picked = typeof value === 'string' ? (value ? [value] : []) : value;
    control = (
      <fieldset className="cartlift-cod__choices" {...aria}>
        <legend>{label}</legend>
        {field.options.map((o) => (
          <label key={o}>
            <input
              type={field.type}
              name={id}
              value={o}
              checked={picked.includes(o)}
              onChange={() => p.onChange(field.type === 'radio' ? o : picked.includes(o) ? picked.filter((x) => x !== o) : [...picked, o])}
            />
            {o}
          </label>
        ))}
      </fieldset>
    );
  } else {
    const common = { id, name: id, value: text, placeholder: field.placeholder || undefined, ...aria, onInput: (e: { currentTarget: { value: string } }) => p.onChange(e.currentTarget.value) };
    control = (
      <>
        <label htmlFor={id}>{label}</label>
        {field.type === 'textarea' ? (
          <textarea {...common} rows={3} />
        ) : field.type === 'dropdown' ? (
          <select {...common} onChange={common.onInput}>
            <option value="">{field.placeholder || p.choose}</option>
            {field.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <input {...common} type={field.type === 'email' ? 'email' : 'text'} autoComplete={field.type === 'name' ? 'name' : field.type === 'email' ? 'email' : undefined} />
        )}
      </>
    );
  }
  return (
    <div className={`cartlift-cod__field${p.error ? ' cartlift-cod__field--error' : ''}`}>
      {control}
      {p.error && (
        <p id={`${id}-error`} className="cartlift-cod__error">
          {p.error}
        </p>
      )}
    </div>
  );
}

/**
 * The merchant's COD form: every field of cod_settings.form in order, checked here and again by the gateway ('This
 * field is required', or the merchant's error message), a honeypot, and one order per submission key however often
 * the confirm button is pressed. On success the cart is emptied and a confirmation replaces the form; on failure the
 * cart is left as it was and the message says so.
 */
export default function CodForm(p: CodFormProps) {
  useStyles();
  const form = p.cod.form ?? [];
  const texts = codTexts(p.language);
  const rules = { error_message: p.cod.error_message ?? '' };
  const [values, setValues] = useState<Value[]>(() => form.map((f) => (f.type === 'checkbox' ? [] : '')));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const key = useRef(newClientKey());
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLFormElement>(null);
  const confirm = p.cod.buttons?.confirm ?? {};

  const focusFirst = (found: Record<number, string>) => {
    if (!Object.keys(found).length) return;
    const first = Math.min(...Object.keys(found).map(Number));
    root.current?.querySelector<HTMLElement>(`#cartlift-cod-${first}, [name="cartlift-cod-${first}"]`)?.focus();
  };

  async function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    // A ref, not the busy state: two clicks inside one frame both see busy false. The key makes a repeat harmless anyway.
    if (sending.current) return;
    // cart-and-shop.md §5: on a product page whose form has a file field and an empty required field, that form is
    // answered first.
    if (!p.source.preview && themeFormFirst(document, closeCartliftDrawer)) return;
    const found: Record<number, string> = {};
    form.forEach((f, i) => {
      const error = codAnswerError(rules, f, values[i] ?? '');
      if (error) found[i] = error;
    });
    setErrors(found);
    setMessage('');
    if (Object.keys(found).length) {
      focusFirst(found);
      p.onAnnounce?.(Object.values(found)[0]);
      return;
    }
    setBusy(true);
    sending.current = true;
    const outcome = await placeCodOrder(p.source, {
      ...p.order,
      // The cart's note and the shopper's codes ride along as on a checkout (the gateway refuses an unknown code).
      note: p.cart.note ?? '',
      discountCode: appliedCodes(p.cart),
      client_key: key.current,
      answers: values,
      website: honeypot.current?.value ?? '',
    });
    setBusy(false);
    sending.current = false;
    if (outcome.kind === 'placed') {
      key.current = newClientKey();
      const done = (outcome.awaitingConfirmation ? texts.requested : texts.placed).replace('{name}', outcome.name);
      setPlaced(done);
      p.onAnnounce?.(done);
      await p.source.clear().catch(() => undefined);
      return;
    }
    // cart-and-shop.md §8: DISCOUNTS_NOT_FOUND is said in the shop's language, as the checkout says it.
    const text = outcome.kind !== 'invalid' ? texts.failed : outcome.code === 'DISCOUNTS_NOT_FOUND' ? texts.codeNotFound : (outcome.message ?? '');
    const fields = outcome.kind === 'invalid' ? outcome.fields : {};
    setErrors(fields);
    focusFirst(fields);
    setMessage(text);
    p.onAnnounce?.(text || Object.values(fields)[0] || '');
  }

  if (placed)
    return (
      <div className="cartlift-cod cartlift-cod--placed" role="status">
        {placed}
      </div>
    );
  return (
    <form className="cartlift-cod" noValidate onSubmit={submit} ref={root} aria-label={texts.title}>
      {form.map((field, i) => (
        <Field
          key={i}
          field={field}
          index={i}
          value={values[i] ?? ''}
          error={errors[i]}
          choose={texts.choose}
          onChange={(v) => setValues((all) => all.map((x, n) => (n === i ? v : x)))}
        />
      ))}
      <div className="cartlift-cod__hp" aria-hidden="true">
        <label>
          Website
          <input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {message && (
        <p className="cartlift-cod__error cartlift-cod__message" role="alert">
          {message}
        </p>
      )}
      <button
        type="submit"
        className="cartlift-button cartlift-cod__confirm"
        style={{ color: css(confirm.color), background: css(confirm.background) }}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? p.cod.buttons?.loading?.text || confirm.text : confirm.text}
      </button>
    </form>
  );
}
