import type { CartLine } from '../../shared/types';
import { LineItem, type LineItemProps } from './LineItem';

const ignore = () => undefined;

/**
 * A line that sold out on an update and left the cart (cart-and-shop.md §4 Line items: quantity 0, sold-out marker):
 * shown as it was, at quantity 0 with no controls, so the shopper sees why it went, until the drawer closes.
 */
export function SoldOutLine(p: Pick<LineItemProps, 'product' | 'texts' | 'money' | 'preview' | 'soldOutText'> & { line: CartLine }) {
  return (
    <LineItem
      {...p}
      line={{ ...p.line, quantity: 0, line_price: 0, final_line_price: 0, original_line_price: 0 }}
      showBin={false}
      editableQuantity={false}
      allowVariants={false}
      soldOut
      onQuantity={ignore}
      onVariant={ignore}
      onPlan={async () => undefined}
      onInvalid={ignore}
    />
  );
}
