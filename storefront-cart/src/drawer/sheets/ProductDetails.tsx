import { useState } from 'react';
import { htmlToPlainText } from '../../shared/domain';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { CampaignView } from '../campaigns/campaigns';
import type { CartSource, StoreProduct } from '../common/source';
import type { PickRequest, UpsellsProps } from '../campaigns/Upsells';
import { localize, type Texts } from '../common/i18n';
import { css, textStyle, truncate } from '../common/util';

/**
 * Slide 1: a suggested product's details with truncated description, read more, and add. The slide is the cart's, so
 * Cart Setup's Product details block (cart-and-shop.md §3 product_details) gives its texts and how the description is
 * shortened; the suggestions' campaign gives the add button's look (its atcButton style, background and hover), as it
 * does on its cards. Add opens the variant picker; the variant picked is added as a frequently-bought-together upsell.
 */
export function ProductDetails(p: {
  product: StoreProduct;
  view: CampaignView;
  settings: WidgetSettings['product_details'];
  texts: Texts;
  money(c: number): string;
  source: CartSource;
  run: UpsellsProps['run'];
  onPick(request: PickRequest): void;
}) {
  const details = p.settings ?? {};
  const look = p.view.fbt?.settings.product_details ?? {};
  const t = localize(p.texts);
  const [full, setFull] = useState(false);
  const text = htmlToPlainText(p.product.description ?? '');
  const limit = details.truncate_length ?? 200;
  const cut = details.truncate !== false && !full && text.length > limit;
  const image = p.product.featured_image ?? p.product.images?.[0];
  return (
    <div className="cartlift-details">
      {image && <img className="cartlift-details__image" src={image} alt="" />}
      <h3>{p.product.title}</h3>
      <div className="cartlift-details__price">{p.money(p.product.variants[0]?.price ?? 0)}</div>
      <p className="cartlift-details__text">{cut ? truncate(text, limit) : text}</p>
      {cut && (
        <button type="button" className="cartlift-link" onClick={() => setFull(true)}>
          {t(details.readMore, 'readMore')}
        </button>
      )}
      <button
        type="button"
        className="cartlift-button cartlift-details__add"
        style={
          {
            ...textStyle(look.atcButton),
            background: css(look.atcButton_background),
            '--cartlift-hover': css(look.hover),
          } as Record<string, string | undefined>
        }
        onClick={() =>
          p.onPick({
            product: p.product,
            kind: 'fbt',
            confirm: (id) =>
              p.run(null, () => p.source.add([{ id, quantity: 1 }])).then((ok) => ok && p.view.fbt && p.source.record({ type: 'upsell_added', campaign: p.view.fbt.campaign.campaign_key, kind: 'fbt' })),
          })
        }
      >
        {t(details.atcButton, 'addToCart')}
      </button>
    </div>
  );
}
