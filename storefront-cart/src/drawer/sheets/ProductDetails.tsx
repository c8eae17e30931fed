import { useState } from 'react';
import { htmlToPlainText } from '../../shared/domain';
import type { CampaignView } from '../campaigns/campaigns';
import type { StoreProduct } from '../common/source';
import { localize, type Texts } from '../common/i18n';
import { css, plainText, textStyle, truncate } from '../common/util';

/** Slide 1: a suggested product's details with truncated description, read more, and add. */
export function ProductDetails(p: {
  product: StoreProduct;
  view: CampaignView;
  texts: Texts;
  money(c: number): string;
  onAdd(p: StoreProduct): void;
}) {
  const details = p.view.fbt?.settings.product_details ?? {};
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
        <button
          type="button"
          className="cartlift-link"
          style={textStyle(details.readMore)}
          onClick={() => setFull(true)}
        >
          {localize(p.texts)(plainText(details.readMore), 'readMore')}
        </button>
      )}
      <button
        type="button"
        className="cartlift-button cartlift-details__add"
        style={
          {
            ...textStyle(details.atcButton),
            background: css(details.atcButton_background),
            '--cartlift-hover': css(details.hover),
          } as Record<string, string | undefined>
        }
        onClick={() => p.onAdd(p.product)}
      >
        {localize(p.texts)(plainText(details.atcButton), 'addToCart')}
      </button>
    </div>
  );
}
