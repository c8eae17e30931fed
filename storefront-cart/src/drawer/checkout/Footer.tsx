import type { ReactNode } from 'react';
import { fillPlaceholders, lookupCompareAt } from '../../shared/domain';
import type { Lookup } from '../../shared/gateway';
import type { Cart } from '../../shared/types';
import type { StorefrontCod as CodView, StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { CampaignView } from '../campaigns/campaigns';
import type { CartSource } from '../common/source';
import type { Texts } from '../common/i18n';
import { sanitize } from '../common/richText';
import { css } from '../common/util';
import { localize } from '../common/i18n';
import { SplitPayments } from '../extras/SplitPayments';
import { CouponForm } from '../extras/CouponForm';
import { CodButton, codMode } from './Cod';
import { useCheckout } from './useCheckout';
import { campaignsInCart, cartModules } from './modules';

export { orderOf } from './start';

export interface FooterProps {
  cart: Cart;
  view: CampaignView;
  settings: WidgetSettings;
  source: CartSource;
  texts: Texts;
  money(cents: number): string;
  above: ReactNode;
  below: ReactNode;
  /** compare-at prices by variant id when count_compare_at is on. */
  compareAt?: Lookup['compareAtMap'];
  /** Screen-reader announcements (coupon outcome). */
  onAnnounce?(message: string): void;
  /** Cash on delivery: its button opens the form (onCod); in COD-only mode it replaces the checkout button. */
  cod?: CodView;
  onCod?(): void;
}

/** What the shopper pays after Cartlift rewards, and everything saved (rewards, Shopify discounts, compare-at). */
export function cartTotals(cart: Cart, view: CampaignView, compareAt: Lookup['compareAtMap']) {
  const rewards = view.rewards?.summary.finalDiscount ?? 0;
  const compare = compareAt
    ? cart.items.reduce((n, i) => n + Math.max(0, (lookupCompareAt(compareAt, i) ?? 0) - i.original_price) * i.quantity, 0)
    : 0;
  return { total: Math.max(0, cart.total_price - rewards), savings: rewards + (cart.original_total_price - cart.total_price) + compare };
}

/** The checkout button text; the stored English default ("Checkout / {subtotal}") follows the shopper's language. */
function buttonText(stored: string | undefined, showSubtotal: boolean, texts: Texts): string {
  const fallback = showSubtotal ? `${texts.checkout} / {subtotal}` : texts.checkout;
  if (!stored) return fallback;
  return stored.startsWith('Checkout') ? `${texts.checkout}${stored.slice('Checkout'.length)}` : stored;
}

/** cart-and-shop.md §2/§4 checkout positions: where the checkout block sits in the drawer. */
export type FooterPosition = 'sticky' | 'lower' | 'higher';

/**
 * Reads the position from the two stored flags as domain's `checkoutPosition` does (fix wins; a missing fix flag is the
 * suggested sticky): sticky pins the block under the scrolling slide; lower and higher put it in the slide after the
 * lines, lower pushing it to the bottom of a short cart (`product.grow`), higher right under the last line.
 */
export function footerPosition(settings: WidgetSettings): FooterPosition {
  if (settings.modules?.checkout_button?.fix_checkout_container !== false) return 'sticky';
  return settings.product?.grow ? 'lower' : 'higher';
}

/** The ordered modules (random text, order note, checkout button) with the terms box and the checkout flow. */
export function Footer(p: FooterProps) {
  const { cart, view, settings, texts } = p;
  const t = localize(texts);
  const modules = cartModules(settings, campaignsInCart(view, cart));
  const noteActive = modules.note !== null;
  const button = settings.modules?.checkout_button ?? {};
  const { total, savings } = cartTotals(cart, view, p.compareAt);
  const terms = settings.is_checkout_condition_active;
  const cod = codMode(p.cod);
  const { note, setNote, accepted, setAccepted, shake, loading, refusal, checkout } = useCheckout(cart, view, p.source, texts, terms, noteActive);

  /** A row in the savings colour: each campaign's discount under its checkout title, the savings, free shipping. */
  const saved = (label: string, value: string, kind = '') => (
    <div className={`cartlift-savings${kind}`} key={label} style={{ color: css(button.savings?.color) }}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );

  const blocks: Record<string, ReactNode> = {
    // Cart Setup's text block and those of the campaigns in the cart, one after the other in one block.
    random_text: modules.randomTexts.length ? (
      <div className="cartlift-random-text" key="random_text" dangerouslySetInnerHTML={{ __html: sanitize(modules.randomTexts.join('')) }} />
    ) : null,
    order_note: noteActive ? (
      <label className="cartlift-note" key="order_note">
        <span>{t(modules.note?.title, 'note')}</span>
        <textarea
          value={note}
          placeholder={modules.note?.placeholder}
          onInput={(e) => setNote((e.target as HTMLTextAreaElement).value)}
          // Kept in the cart as the shopper leaves the box: a COD order (which reads the cart's note) must not lose it.
          onBlur={() => note !== (cart.note ?? '') && void p.source.update({ note }).catch((e) => console.warn('Cartlift: note', e))}
        />
      </label>
    ) : null,
    checkout_button: (
      <div className="cartlift-checkout" key="checkout_button">
        {terms && (
          <label className={`cartlift-terms${shake ? ' cartlift-shake' : ''}`} style={{ color: css(settings.checkout_condition_color) }}>
            <input type="checkbox" checked={accepted} onChange={() => setAccepted(!accepted)} />
            <span>{t(settings.checkout_condition_text, 'terms')}</span>
          </label>
        )}
        <CouponForm cart={cart} settings={settings} source={p.source} texts={texts} onAnnounce={p.onAnnounce} />
        {view.discounts.map(([title, cents]) => saved(title, `-${p.money(cents)}`, ' cartlift-discount'))}
        {savings > 0 && saved(t(button.savings?.text, 'savings'), `-${p.money(savings)}`)}
        {/* An automatic free-shipping goal reached: the Discount Function makes checkout's shipping free (a manual one does not). */}
        {view.rewards?.freeShipping && saved(texts.shipping, texts.free, ' cartlift-shipping')}
        <div className="cartlift-subtotal" style={{ color: css(button.subtotal?.color) }}>
          <span>{t(button.subtotal?.text, 'subtotal')}</span>
          <span className="cartlift-subtotal__value">{p.money(total)}</span>
        </div>
        <SplitPayments settings={settings.afterPay} total={total} texts={texts} money={p.money} />
        {!cod.only && (
          <button
            type="button"
            className={`cartlift-button cartlift-checkout__button${button.checkout_as_link ? ' cartlift-checkout__button--link' : ''}`}
            disabled={loading}
            aria-busy={loading}
            onClick={checkout}
            aria-describedby={refusal ? 'cartlift-checkout-refusal' : undefined}
          >
            {loading
              ? t(button.loading_text, 'loading')
              : fillPlaceholders(buttonText(button.button_text?.text, !!button.show_subtotal, texts), {
                  subtotal: p.money(total),
                })}
          </button>
        )}
        {refusal && (
          <p id="cartlift-checkout-refusal" className="cartlift-coupon__error" role="alert">
            {refusal}
          </p>
        )}
        {cod.active && !cod.inCart && p.cod && <CodButton cod={p.cod} look={button.cod_button} onOpen={() => p.onCod?.()} />}
      </div>
    ),
  };

  return (
    // Cart Setup's checkout text colour: the footer's own texts (note, coupon form, split payments, terms by default);
    // subtotal, savings and the button keep their own colours.
    <footer className={`cartlift-footer cartlift-footer--${footerPosition(settings)}`} style={{ color: css(button.font_color) }}>
      {p.above}
      {modules.order.map((name) => blocks[name])}
      {p.below}
    </footer>
  );
}
