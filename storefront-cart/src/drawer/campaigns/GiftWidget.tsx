import { useState } from 'react';
import type { Cart, CartLine } from '../../shared/types';
import type { StorefrontGiftWidgetSection as GiftWidgetSection } from '@cartlift/domain/storefront';
import type { CampaignView } from './campaigns';
import type { GiftOption, GiftWidgetView } from './gift-widgets';
import type { CartSource } from '../common/source';
import { localize, type Texts } from '../common/i18n';
import { saveGiftChoice } from './gift-reconciler';
import { css } from '../common/util';

export interface GiftWidgetsProps {
  view: CampaignView;
  source: CartSource;
  texts: Texts;
  money(cents: number): string;
  run(line: CartLine | null, write: () => Promise<Cart>, done?: string): Promise<boolean>;
}

/**
 * The goals' gift widgets. Choosing stores the shopper's pick (gift-reconciler.ts) and re-reads the cart through the
 * serialised queue, whose reconciler (giftPlan with `selected`) adds the gift and removes a replaced one in one
 * update.js; a pick the store refuses (sold out) is forgotten and reported, and the previous gift stays.
 */
export function GiftWidgets({ view, source, texts, money, run }: GiftWidgetsProps) {
  const [changing, setChanging] = useState<number | null>(null);
  const [error, setError] = useState<{ goal: number; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  if (!view.giftWidgets.length) return null;

  async function choose(w: GiftWidgetView, variant: string) {
    setPending(true);
    setError(null);
    saveGiftChoice(w.goal, w.goalIndex, variant);
    const ok = await run(null, () => source.read());
    setPending(false);
    if (source.current()?.items.some((i) => String(i.variant_id) === variant)) {
      setChanging(null);
      return;
    }
    saveGiftChoice(w.goal, w.goalIndex, w.chosen);
    setError({ goal: w.goalIndex, message: texts.giftUnavailable });
    if (ok) await run(null, () => source.read());
  }

  return (
    <div className="cartlift-gifts">
      {view.giftWidgets.map((w) => (
        <GiftWidget
          key={w.goalIndex}
          w={w}
          state={w.state === 'after' && changing === w.goalIndex ? 'selecting' : w.state}
          texts={texts}
          money={money}
          disabled={pending}
          error={error?.goal === w.goalIndex ? error.message : ''}
          onChoose={(v) => choose(w, v)}
          onChange={() => setChanging(changing === w.goalIndex ? null : w.goalIndex)}
        />
      ))}
    </div>
  );
}

interface GiftWidgetProps {
  w: GiftWidgetView;
  state: GiftWidgetView['state'];
  texts: Texts;
  money(cents: number): string;
  disabled: boolean;
  error: string;
  onChoose(variant: string): void;
  onChange(): void;
}

const HEADER_KEY = { before: 'giftBefore', selecting: 'giftSelecting', after: 'giftAfter' } as const;

function GiftWidget({ w, state, texts, money, disabled, error, onChoose, onChange }: GiftWidgetProps) {
  const widget = w.goal.gift?.widget ?? {};
  const section: GiftWidgetSection = widget[state] ?? {};
  const t = localize(texts);
  const changingBack = state === 'selecting' && w.state === 'after';
  // After: only the gift in the cart. Before/selecting: every gift the goal offers.
  const shown = state === 'after' ? w.options.filter((o) => o.variant_id === w.chosen) : w.options;
  const images = shown.length === 1 || section.multi_gift_image !== false;
  const price = (o: GiftOption) =>
    widget.compare_at_price_active !== false && o.price > 0 ? (
      <s className="cartlift-gift__compare" style={{ color: css(widget.compare_at_price) }}>
        {money(o.price)}
      </s>
    ) : null;
  return (
    <section
      className={`cartlift-gift cartlift-gift--${state}`}
      data-goal={w.goalIndex}
      data-state={state}
      style={{ background: css(section.background), borderColor: css(section.outline) }}
      aria-label={t(section.header, HEADER_KEY[state])}
    >
      <h3 className="cartlift-gift__header">{t(section.header, HEADER_KEY[state])}</h3>
      <ul className="cartlift-gift__list">
        {shown.map((o) => (
          <li className="cartlift-gift__option" key={o.variant_id} data-variant-id={o.variant_id}>
            {images && o.image && <img src={o.image} alt="" width={48} height={48} loading="lazy" />}
            <span className="cartlift-gift__name" style={{ color: css(section.product_name) }}>
              {o.title}
            </span>
            <span className="cartlift-gift__prices">
              {price(o)}
              <strong className="cartlift-gift__free" style={{ color: css(section.offer_highlight) }}>
                {texts.free}
              </strong>
            </span>
            {state === 'selecting' && (
              <button
                type="button"
                className="cartlift-button cartlift-gift__choose"
                style={{ background: css(section.variant_button_background) }}
                disabled={disabled || o.taken || o.variant_id === w.chosen}
                aria-pressed={o.variant_id === w.chosen}
                aria-label={`${t(section.variant_selector_text, 'chooseGift')}: ${o.title}`}
                onClick={() => onChoose(o.variant_id)}
              >
                {t(section.variant_selector_text, 'chooseGift')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {w.selectable && w.state === 'after' && (
        <button type="button" className="cartlift-link cartlift-gift__change" onClick={onChange} disabled={disabled}>
          {changingBack ? texts.cancel : t(widget.after?.variant_change_text, 'changeGift')}
        </button>
      )}
      {error && (
        <p className="cartlift-gift__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
