import { fillPlaceholders } from '../../shared/domain';
import type { StorefrontBundleTier as BundleTier } from '@cartlift/domain/storefront';
import { noteAdded } from '../common/added';
import { css } from '../common/util';
import type { UpsellsProps } from './Upsells';

/**
 * Buy More Save More, drawn with the campaign's look: its text as the heading, every tier as a box (`style` vertical
 * = stacked, horizontal = side by side) reading "{prefix} {quantity}" in `labelColor` and the reward, on `background`
 * in `color`; the tier the product has reached takes `activeBackground`/`activeColor`; `font_size` (em) scales the
 * block. Under it "add n more to save x" adds through the bundle variant picker when it is on.
 */
export function BundleOffers({ view, source, texts, money, run, onPick }: UpsellsProps) {
  if (!view.bundleOffers.length) return null;
  const reward = (tier: BundleTier) =>
    tier.type === 'fixed_amount' ? money(Math.round(Number(tier.reward) * 100 * view.rate)) : `${tier.reward}%`;
  return (
    <div className="cartlift-bundles">
      {view.bundleOffers.map(({ campaign, line, count, tier }) => {
        const look = campaign.settings.bundles ?? {};
        const tiers = [...(look.tiers ?? [])].sort((a, b) => Number(a.quantity) - Number(b.quantity));
        const reached = tiers.filter((t) => Number(t.quantity) <= count).pop();
        const missing = Number(tier.quantity) - count;
        const add = (variantId: number) =>
          run(null, () => source.add([{ id: variantId, quantity: missing }])).then(
            (ok) => {
              if (!ok) return;
              noteAdded(source.current(), variantId, missing);
              source.record({ type: 'upsell_added', campaign: campaign.campaign_key, kind: 'tier' });
            },
          );
        const picker = look.variantsPicker;
        return (
          <div
            className="cartlift-bundles__offer"
            key={line.product_id}
            data-product-id={line.product_id}
            style={{
              background: css(look.background),
              color: css(look.color),
              fontSize: look.font_size ? `${look.font_size}em` : undefined,
            }}
          >
            {look.text && <div className="cartlift-bundles__text">{look.text}</div>}
            <ul
              className={`cartlift-bundles__tiers cartlift-bundles__tiers--${look.style === 'horizontal' ? 'horizontal' : 'vertical'}`}
            >
              {tiers.map((t) => {
                const active = t === reached;
                return (
                  <li
                    key={String(t.id)}
                    className={`cartlift-bundles__tier${active ? ' cartlift-bundles__tier--active' : ''}`}
                    aria-current={active ? 'true' : undefined}
                    style={
                      active ? { background: css(look.activeBackground), color: css(look.activeColor) } : undefined
                    }
                  >
                    <span
                      className="cartlift-bundles__label"
                      style={active ? undefined : { color: css(look.labelColor) }}
                    >
                      {`${look.prefix ?? 'Buy'} ${t.quantity}`}
                    </span>
                    <span className="cartlift-bundles__reward">-{reward(t)}</span>
                  </li>
                );
              })}
            </ul>
            <div className="cartlift-bundles__next">
              <span>{fillPlaceholders(texts.bundleOffer, { n: missing, reward: reward(tier) })}</span>
              <button
                type="button"
                className="cartlift-button cartlift-bundles__add"
                onClick={async () => {
                  const product = picker?.active ? await source.product(line.handle) : null;
                  if (product && product.variants.length > 1) onPick({ product, kind: 'bundle', confirm: add, look: picker });
                  else add(line.variant_id);
                }}
              >
                {picker?.label || texts.add}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
