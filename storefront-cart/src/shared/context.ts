import type { Arm } from '@cartlift/domain/experiment/assignment';
import type { CartClient } from './cart-client';

/** What the loader hands the drawer chunk: where to call, who the shop is, and the one cart client. */
export interface WidgetContext {
  client: CartClient;
  /** Gateway base URL (data-cartlift-api), no trailing slash. */
  api: string;
  shop: string;
  /** Events the JS API exposes (open, close, cart-updated, error). */
  emit(event: string, detail?: unknown): void;
  /** Campaign lookup started by the loader when idle; the drawer awaits it on open. */
  lookup(): Promise<import('./gateway').Lookup | null>;
  /** ISO country code from Shopify.country, used for campaign country targeting. */
  country: string | null;
  /** Storefront currency rate (Shopify.currency.rate); 1 in the shop currency. */
  currencyRate: number;
  currency: string;
  /** Theme language (Shopify.locale), e.g. 'fr'; the shop's default_language wins when the locale is unknown. */
  locale: string | null;
  /**
   * While an experiment runs, the visitor's arm (set by the loader from the lookup answer): every track event and the
   * checkout and COD bodies carry it as `experiment` (docs/experiments.md).
   */
  experiment?: { id: string; arm: Arm; visitorId: string };
  /** While an experiment runs, the arm attributes (`__cartlift_arm`, `__cartlift_vid`) every checkout writes to the cart. */
  cartAttributes?: Record<string, string>;
}
