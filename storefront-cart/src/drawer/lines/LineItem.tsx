import { useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../shared/types';
import type { StoreProduct } from '../common/source';
import type { Texts } from '../common/i18n';
import type { CampaignView } from '../campaigns/campaigns';
import { badgeStyle, type BadgeLook } from '../common/util';
import { PlanBox } from './PlanBox';
import { isGuessedLine } from './guess';
import { isGiftLine, isVariantAvailable, maxQuantity, quantityControls, smallImageUrl, validateQuantityInput } from '../../shared/domain';

export type PlanState = 'upgrading' | 'downgrading';

/** Quantity input waits this long after the last keystroke or click before writing, like Dawn's cart. */
export const QUANTITY_DEBOUNCE_MS = 300;

export interface LineItemProps {
  line: CartLine;
  product?: StoreProduct | null;
  texts: Texts;
  money(cents: number): string;
  preview: boolean;
  showBin: boolean;
  editableQuantity: boolean;
  allowVariants: boolean;
  /** Cart Setup "Show the variant under the title" (product.variants.isActive); the variant dropdown is its own switch. */
  showVariant?: boolean;
  soldOutText: string;
  /**
   * The subscription box's texts by state (settings.subscription text, upgradingText/downgradingText while changing,
   * subscribedText; localised defaults), absent while subscription upgrades are off (no box), and its stored colours
   * by state (cart-and-shop.md §3: unsubscribed, loading, subscribed).
   */
  planTexts?: Record<PlanState | 'unsubscribed' | 'subscribed', string>;
  planLook?: Partial<Record<'unsubscribed' | 'loading' | 'subscribed', BadgeLook>>;
  compareAt?: number;
  /** The most this line may hold (stockLimits.ts); without it, what the product data says. */
  max?: number;
  error?: string;
  soldOut?: boolean;
  /**
   * The line's reward badges (the auto-discount one, the Buy More Save More one with its campaign's stored colours)
   * and the cents Cartlift's rewards take off it (goal discount, gift, bundle tier).
   */
  badges?: CampaignView['lineBadges'][string];
  /** Cart Setup's auto-discount style (cart-and-shop.md §3 auto_discount background and border). */
  autoDiscountLook?: BadgeLook;
  /** Writes the quantity; settles (true or false) once the write is done, so the line knows when the cart is its own again. */
  onQuantity(line: CartLine, quantity: number): Promise<unknown> | void;
  onVariant(line: CartLine, variantId: number): void;
  onPlan(line: CartLine, planId: number | null): Promise<void>;
  onInvalid(line: CartLine, message: string): void;
}

/** One cart line: thumbnail, title, variant, price, quantity control, bin, badges, properties and subscription. */
export function LineItem(p: LineItemProps) {
  const { line, texts } = p;
  const [qty, setQty] = useState(String(line.quantity));
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The latest quantity, so clicks faster than a render still add up before the debounced write.
  const pending = useRef(line.quantity);
  // Quantity writes this line sent that have not settled. A cart published meanwhile (an earlier write's answer, or a
  // retry's re-read) is not yet the quantity the shopper asked for: taking it would drop the clicks made since, and a
  // slow or contended store (409 retries) made a shopper's ten clicks end below ten.
  const writing = useRef(0);
  const latest = useRef(line);
  latest.current = line;
  const takeCart = (next: CartLine) => {
    pending.current = next.quantity;
    setQty(String(next.quantity));
  };
  // Every published cart is the truth (a refused write re-reads it), unless the shopper is mid-edit on this line.
  useEffect(() => {
    if (timer.current || writing.current > 0) return;
    takeCart(line);
  }, [line]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const variant = p.product?.variants.find((v) => v.id === line.variant_id);
  const max = p.max ?? (variant ? maxQuantity(variant) : Infinity);
  const controls = quantityControls({ quantity: pending.current, line_price: line.line_price }, max);
  // Free-gift lines are the reconciler's to manage (held at one, removed with the goal), so they get no controls.
  const gift = isGiftLine(line);
  // Drawn before the store answered (guess.ts): nothing to write to until its true line replaces it.
  const guessed = isGuessedLine(line);
  const free = !controls.showStepper || gift;
  const schedule = (n: number) => {
    pending.current = n;
    setQty(String(n));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      writing.current++;
      void Promise.resolve(p.onQuantity(line, n)).finally(() => {
        // The last write has settled: the cart is the truth again (the store may have refused part of it).
        if (--writing.current === 0 && !timer.current) takeCart(latest.current);
      });
    }, QUANTITY_DEBOUNCE_MS);
  };
  const onBlur = (raw: string) => {
    const checked = validateQuantityInput(raw, line.quantity, max);
    if (checked.error) {
      setQty(String(line.quantity));
      p.onInvalid(line, texts.invalidQuantity);
    } else if (checked.quantity !== line.quantity) schedule(checked.quantity);
  };
  const compareAt = Math.max(line.original_price, p.compareAt ?? 0);
  const badges = p.badges ?? {};
  const shown = Math.max(0, line.final_line_price - (badges.amount ?? 0));
  const properties = Object.entries(line.properties ?? {}).filter(([k, v]) => !k.startsWith('_') && v);

  return (
    <li className="cartlift-line" data-line-key={line.key} data-variant-id={line.variant_id} aria-busy={guessed || undefined}>
      <img className="cartlift-line__image" src={smallImageUrl(line.image) || undefined} alt="" width={70} height={70} loading="lazy" />
      <div className="cartlift-line__body">
        {p.preview ? (
          <span className="cartlift-line__title">{line.product_title}</span>
        ) : (
          <a className="cartlift-line__title" href={line.url}>
            {line.product_title}
          </a>
        )}
        {p.allowVariants && p.product && p.product.variants.length > 1 && !free ? (
          <select
            className="cartlift-line__variant"
            aria-label={line.product_title}
            value={String(line.variant_id)}
            disabled={guessed}
            onChange={(e) => p.onVariant(line, Number((e.target as HTMLSelectElement).value))}
          >
            {p.product.variants.map((v) => (
              <option key={v.id} value={String(v.id)} disabled={!isVariantAvailable(v)}>
                {v.title}
              </option>
            ))}
          </select>
        ) : (
          p.showVariant !== false && line.variant_title && <div className="cartlift-line__variant-text">{line.variant_title}</div>
        )}
        {properties.map(([k, v]) => (
          <div className="cartlift-line__property" key={k}>
            {k}: {v}
          </div>
        ))}
        <div className="cartlift-line__prices">
          <span className="cartlift-line__price">{p.money(shown)}</span>
          {compareAt * line.quantity > shown && (
            <s className="cartlift-line__compare">{p.money(compareAt * line.quantity)}</s>
          )}
        </div>
        {badges.discount && <span className="cartlift-badge cartlift-badge--discount" style={badgeStyle(p.autoDiscountLook)}>{badges.discount}</span>}
        {badges.bundle && <span className="cartlift-badge cartlift-badge--bundle" style={badgeStyle(badges.bundleLook)}>{badges.bundle}</span>}
        {p.planTexts && <PlanBox line={line} product={p.product} texts={texts} planTexts={p.planTexts} planLook={p.planLook} onPlan={p.onPlan} />}
        <div className="cartlift-line__controls">
          <div className="cartlift-qty">
            {!free && (
              <button type="button" className="cartlift-qty__btn" aria-label={texts.decrease} disabled={guessed} onClick={() => schedule(Math.max(0, pending.current - 1))}>
                −
              </button>
            )}
            <input
              className="cartlift-qty__input"
              inputMode="numeric"
              aria-label={`${texts.quantity} ${line.product_title}`}
              value={qty}
              readOnly={!p.editableQuantity || free || guessed}
              onInput={(e) => setQty((e.target as HTMLInputElement).value)}
              onBlur={(e) => onBlur((e.target as HTMLInputElement).value)}
            />
            {!free && (
              <button
                type="button"
                className="cartlift-qty__btn"
                aria-label={texts.increase}
                disabled={controls.increaseDisabled || guessed}
                onClick={() => schedule(pending.current + 1)}
              >
                +
              </button>
            )}
          </div>
          {p.showBin && !gift && (
            <button type="button" className="cartlift-line__remove" aria-label={`${texts.remove} ${line.product_title}`} disabled={guessed} onClick={() => p.onQuantity(line, 0)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7z" />
              </svg>
            </button>
          )}
        </div>
        {(p.soldOut || variant?.available === false) && <div className="cartlift-line__sold-out">{p.soldOutText}</div>}
        {p.error && (
          <div className="cartlift-line__error" role="alert">
            {p.error}
          </div>
        )}
      </div>
    </li>
  );
}
