import { useEffect, useState } from 'react';
import { lineMaxQuantity, maxQuantity, stockLimitFromRefusal, variantQuantity } from '../../shared/domain';
import { CartError } from '../../shared/cart-client';
import type { Cart, CartLine } from '../../shared/types';
import type { CartSource, StoreProduct } from '../common/source';

/** The stock limits a drawer knows: what the product data says and what the store's 422 answers taught it. */
export interface StockLimits {
  /**
   * Passes a quantity write through; when the store refuses an increase with a 422, learns the variant's limit from
   * its text and the cart re-read after it (the cart client re-reads on every refusal). Returns the write as it is.
   */
  watch(line: CartLine, asked: number, write: () => Promise<Cart>): Promise<Cart>;
  /** The most this line may hold (Plus is disabled at it). */
  maxFor(line: CartLine, lines: readonly CartLine[], product: StoreProduct | null | undefined): number;
}

/**
 * Shopify never serves how many units are left (products/{handle}.js has `available` only), so the limit of an
 * available variant is learned the first time the store refuses more, and kept until the drawer opens again (stock
 * moves: a fresh open starts from what the product data says).
 */
export function useStockLimits(open: boolean, source: Pick<CartSource, 'current'>): StockLimits {
  const [learned, setLearned] = useState<Record<string, number>>({});
  useEffect(() => {
    if (open) setLearned({});
  }, [open]);
  const learn = (line: CartLine, asked: number, error: unknown, before: Cart | null) => {
    if (!(error instanceof CartError) || error.status !== 422 || asked <= line.quantity) return;
    const held = variantQuantity(before?.items ?? [line], line.variant_id);
    const after = source.current();
    const kept = after ? variantQuantity(after.items, line.variant_id) : null;
    const limit = stockLimitFromRefusal(error.message, held, kept, held - line.quantity + asked);
    if (limit !== null) setLearned((l) => ({ ...l, [String(line.variant_id)]: limit }));
  };
  return {
    watch(line, asked, write) {
      // The cart as the shopper saw it when asking: the store's "Only N items were added" counts from there.
      const before = source.current();
      const done = write();
      // A side branch, so the write's own promise reaches the caller unchanged (no extra tick before it settles).
      done.catch((error: unknown) => learn(line, asked, error, before));
      return done;
    },
    maxFor(line, lines, product) {
      const variant = product?.variants.find((v) => v.id === line.variant_id);
      const limit = Math.min(variant ? maxQuantity(variant) : Infinity, learned[String(line.variant_id)] ?? Infinity);
      return lineMaxQuantity(line, lines, limit);
    },
  };
}
