import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import { localize, type Texts } from '../common/i18n';
import { plainText, textStyle } from '../common/util';

/**
 * The column heads over the lines: Cart Setup's product title and price texts (cart-and-shop.md §3 product.title,
 * product.price), each in its own text style (size, weight, colour), as the lines' titles and prices are. Hidden from
 * screen readers: each line already reads as title then price.
 */
export function LinesHead({ product, texts }: { product: WidgetSettings['product']; texts: Texts }) {
  const t = localize(texts);
  return (
    <div className="cartlift-lines__head" aria-hidden="true">
      <span style={textStyle(product?.title)}>{t(plainText(product?.title), 'product')}</span>
      <span style={textStyle(product?.price)}>{t(plainText(product?.price), 'price')}</span>
    </div>
  );
}
