import { useState } from 'react';
import type { Cart } from '../../shared/types';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { CartSource } from '../common/source';
import type { Texts } from '../common/i18n';
import { localize } from '../common/i18n';
import { css } from '../common/util';
import { CartError } from '../../shared/cart-client';

export interface CouponFormProps {
  cart: Cart;
  settings: WidgetSettings;
  source: CartSource;
  texts: Texts;
  /** Announces the outcome to screen readers (the drawer's aria-live region). */
  onAnnounce?(message: string): void;
}

const applied = (cart: Cart) => (cart.discount_codes ?? []).filter((c) => c.applicable).map((c) => c.code);

/**
 * The coupon form (cart-and-shop.md §2 "Coupon form", shown with show_coupon): a toggle opens an input; Apply writes
 * the cart's codes with one cart/update.js through the serialised queue, keeping codes that already apply, and the
 * answer's discount_codes tell whether the new one applied. Empty input does nothing (cart-and-shop.md §5); a code that
 * does not apply shows the red 'Discount code not found' (cart-and-shop.md §8).
 */
export function CouponForm({ cart, settings, source, texts, onAnnounce }: CouponFormProps) {
  const t = localize(texts);
  const coupon = settings.modules?.checkout_button?.coupon ?? {};
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const current = applied(cart);

  async function apply(event: { preventDefault(): void }) {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted || busy) return;
    setBusy(true);
    setError('');
    try {
      const keep = current.filter((c) => c.toLowerCase() !== wanted.toLowerCase());
      const next = await source.update({ discount: [...keep, wanted].join(',') });
      if (applied(next).some((c) => c.toLowerCase() === wanted.toLowerCase())) {
        setOpen(false);
        setCode('');
        onAnnounce?.(texts.couponApplied.replace('{code}', wanted));
      } else {
        setError(texts.couponNotFound);
        onAnnounce?.(texts.couponNotFound);
      }
    } catch (e) {
      // Shopify's own refusal text (422) says more than "not found"; anything else is reported as not applied.
      setError(e instanceof CartError && e.status === 422 ? e.message : texts.couponNotFound);
    } finally {
      setBusy(false);
    }
  }

  if (!settings.show_coupon) return null;
  return (
    <div className="cartlift-coupon">
      {!open ? (
        <div className="cartlift-coupon__row">
          {current.length > 0 && <span className="cartlift-coupon__applied">{texts.couponApplied.replace('{code}', current.join(', '))}</span>}
          <button type="button" className="cartlift-link cartlift-coupon__toggle" aria-expanded="false" onClick={() => setOpen(true)}>
            {current.length ? t(coupon.edit_text, 'couponEdit') : t(coupon.use_text, 'couponUse')}
          </button>
        </div>
      ) : (
        <form className="cartlift-coupon__form" onSubmit={apply} noValidate>
          <input
            className="cartlift-coupon__input"
            value={code}
            placeholder={t(coupon.enter_text, 'couponEnter')}
            aria-label={t(coupon.enter_text, 'couponEnter')}
            aria-invalid={!!error}
            autoComplete="off"
            onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          />
          <button type="submit" className="cartlift-button cartlift-coupon__apply" style={{ background: css(coupon.button_color) }} disabled={busy} aria-busy={busy}>
            {t(coupon.apply_text, 'couponApply')}
          </button>
          <button type="button" className="cartlift-link cartlift-coupon__close" aria-expanded="true" onClick={() => (setOpen(false), setError(''))}>
            {t(coupon.close_text, 'couponClose')}
          </button>
        </form>
      )}
      {error && (
        <p className="cartlift-coupon__error" role="alert">
          {error}
        </p>
      )}
      {settings.show_coupon_alert_text && settings.modules?.checkout_button?.coupon_alert_text && (
        <p className="cartlift-coupon__alert">{settings.modules.checkout_button.coupon_alert_text}</p>
      )}
    </div>
  );
}
