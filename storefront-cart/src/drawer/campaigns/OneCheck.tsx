import { useEffect } from 'react';
import { fillPlaceholders } from '../../shared/domain';
import type { StorefrontOneCheck as OneCheckSettings } from '@cartlift/domain/storefront';
import { noteAdded } from '../common/added';
import { css, truncate } from '../common/util';
import type { UpsellsProps } from './Upsells';

/** The look a One Check Upsell campaign stores beside its products (the lookup answers the multi version only). */
const lookOf = (settings: { multi_one_check_upsell?: OneCheckSettings }): OneCheckSettings => settings.multi_one_check_upsell ?? {};

/**
 * One Check Upsell tick boxes with the campaign's look: `variant` switch (a toggle in `switch_on`/`switch_off`),
 * square or circle (a tick box of that shape in `switch_on`); `align` natural or center; `border` with
 * `border_color`; a ticked item on `highlight`.
 */
export function OneCheck({ view, source, run, money }: UpsellsProps) {
  useEffect(() => {
    // Ticked-by-default add-ons are added once per shopper; unticking is remembered so they never come back.
    const cart = source.current();
    if (!cart?.items.length || source.preview) return;
    for (const o of view.oneCheck) {
      const key = `cartlift:one-check:${o.campaign.campaign_key}:${o.item.product.variant_id}`;
      if (o.item.is_ticked_by_default && !o.line && !localStorage.getItem(key)) {
        localStorage.setItem(key, '1');
        run(null, () => source.add([{ id: Number(o.item.product.variant_id), quantity: 1 }])).then((ok) => {
          if (!ok) return;
          noteAdded(source.current(), Number(o.item.product.variant_id), 1);
          source.record({ type: 'upsell_added', campaign: o.campaign.campaign_key, kind: 'one_check' });
        });
      }
    }
  }, [view, source, run]);
  if (!view.oneCheck.length) return null;
  return (
    <div className="cartlift-one-check">
      {view.oneCheck.map((o) => {
        const look = lookOf(o.campaign.settings);
        const variant = look.variant ?? 'switch';
        const id = `cartlift-oc-${o.item.product.variant_id}`;
        // The cart's own line price when the add-on is in (already converted), else the stored shop price converted.
        const price = o.line ? o.line.final_price : Math.round(Number(o.item.product.price ?? 0) * 100 * view.rate);
        // truncate_length shortens the product's title, not the merchant's sentence around it.
        const title = o.item.product.title ?? '';
        const shortTitle = o.item.truncate === false ? title : truncate(title, o.item.truncate_length ?? 25);
        const text = fillPlaceholders(o.item.text || '{{product_title}}', {
          product_title: shortTitle,
          product_price: money(price),
        });
        const style = {
          '--cartlift-oc-on': css(look.switch_on),
          '--cartlift-oc-off': css(look.switch_off),
          justifyContent: look.align === 'center' ? 'center' : undefined,
          border: look.border === false ? '0' : undefined,
          borderColor: look.border === false ? undefined : css(look.border_color),
          background: o.line ? css(look.highlight) : undefined,
        } as Record<string, string | undefined>;
        return (
          <label
            className={`cartlift-one-check__item cartlift-one-check--${variant}`}
            key={id}
            htmlFor={id}
            style={style}
          >
            <input
              id={id}
              type="checkbox"
              role={variant === 'switch' ? 'switch' : undefined}
              className="cartlift-one-check__input"
              checked={!!o.line}
              onChange={async () => {
                const adding = !o.line;
                const before = source.current();
                const ok = await run(o.line ?? null, () =>
                  o.line
                    ? source.change({ id: o.line.key, quantity: 0 })
                    : source.add([{ id: Number(o.item.product.variant_id), quantity: 1 }]),
                );
                if (!ok) return;
                // Noted against the cart before the change: an untick of the last line can leave a cart with no token.
                noteAdded(before ?? source.current(), Number(o.item.product.variant_id), adding ? 1 : -(o.line?.quantity ?? 1));
                if (adding) source.record({ type: 'upsell_added', campaign: o.campaign.campaign_key, kind: 'one_check' });
              }}
            />
            {o.item.product.image && <img src={o.item.product.image} alt="" width={40} height={40} />}
            <span className="cartlift-one-check__text">{text}</span>
            {price > 0 && <span className="cartlift-one-check__price">{money(price)}</span>}
          </label>
        );
      })}
    </div>
  );
}
