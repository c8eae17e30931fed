import { useEffect, useState } from 'react';
import type { Cart, CartLine } from '../shared/types';
import { CartError } from '../shared/cart-client';
import type { CartSource, StoreProduct } from './common/source';
import type { Texts } from './common/i18n';
import { useStockLimits } from './lines/stockLimits';

/** Error texts under a line fade after this long (cart-and-shop.md §9). */
export const LINE_ERROR_MS = 3000;

/** The drawer's cart state (useCart): what the lines, the spinner and the screen-reader status are drawn from. */
export type CartState = ReturnType<typeof useCart>;

/**
 * The cart the drawer draws and its writes: the cart as the source publishes it, the writes in flight (spinner), the
 * screen-reader announcement, each line's error text and sold-out marker, the lines' product data and the stock
 * limits the store's refusals taught.
 */
export function useCart(source: CartSource, open: boolean, texts: Texts) {
  const [read, setCart] = useState<Cart | null>(source.current());
  // An add's draft is drawn until its true cart arrives (published, it clears the draft and sets read): the drawer
  // opens on add.js's answer in the render that opens it.
  const cart = source.draft?.() ?? read;
  const items = cart?.items ?? [];
  const [busy, setBusy] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Lines that sold out on an update, as they were: shown with the sold-out marker at quantity 0 until the drawer closes.
  const [soldOut, setSoldOut] = useState<Record<string, CartLine>>({});
  const [announce, setAnnounce] = useState('');
  const [products, setProducts] = useState<Record<string, StoreProduct | null>>({});
  const stock = useStockLimits(open, source);

  useEffect(() => source.subscribe(setCart), [source]);

  // Load product data for lines (stock limits, variant dropdown, selling plans); cached per handle by the source.
  useEffect(() => {
    if (!open || !cart) return;
    for (const line of cart.items)
      if (!(line.handle in products))
        source.product(line.handle).then((p) => setProducts((prev) => ({ ...prev, [line.handle]: p })));
  }, [open, cart, source, products]);

  // Each open starts from Shopify's cart, without the lines that sold out while it was last open.
  useEffect(() => {
    if (!open) return;
    setSoldOut({});
    source.read().catch(() => undefined);
  }, [open]);

  const lineError = ({ key }: CartLine, message: string) => {
    setErrors((e) => ({ ...e, [key]: message }));
    setTimeout(() => setErrors((e) => ({ ...e, [key]: '' })), LINE_ERROR_MS);
  };

  /** Runs one cart write with the spinner overlay; Shopify's 422 text goes under the line, the drawer re-reads the cart. */
  async function run(line: CartLine | null, write: () => Promise<Cart>, done?: string): Promise<boolean> {
    setBusy((n) => n + 1);
    try {
      await write();
      setAnnounce(done ?? texts.updated);
      return true;
    } catch (error) {
      const message = error instanceof CartError ? error.message : texts.failedVariant;
      if (line) {
        lineError(line, message);
        const variant = products[line.handle]?.variants.find((v) => v.id === line.variant_id);
        // cart-and-shop.md §4 Line items: a sold-out line goes to quantity 0 and carries the sold-out marker.
        if (
          error instanceof CartError &&
          error.status === 422 &&
          (/sold out|épuisé|ausverkauft/i.test(message) || variant?.available === false)
        ) {
          setSoldOut((s) => ({ ...s, [line.key]: line }));
          source.change({ id: line.key, quantity: 0 }).catch(() => undefined);
        }
      }
      setAnnounce(message);
      return false;
    } finally {
      setBusy((n) => n - 1);
    }
  }

  return {
    cart,
    items,
    busy,
    errors,
    soldOut,
    setSoldOut,
    /** The lines that sold out on an update and left the cart. */
    gone: Object.values(soldOut).filter((line) => !items.some((i) => i.key === line.key)),
    announce,
    setAnnounce,
    products,
    stock,
    lineError,
    run,
  };
}
