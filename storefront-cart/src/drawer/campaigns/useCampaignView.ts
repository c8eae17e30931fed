import { useMemo } from 'react';
import { presentmentMoney } from '../../shared/domain';
import type { Lookup } from '../../shared/gateway';
import type { Cart } from '../../shared/types';
import type { CartSource } from '../common/source';
import { buildCampaignView, type CampaignView } from './campaigns';

/** The inputs of the drawer's campaign view that come with the drawer (the cart comes from the source). */
export interface CampaignViewProps {
  source: CartSource;
  lookup: Lookup | null;
  locale?: string | null;
  currencyRate?: number;
  currency?: string;
  country?: string | null;
}

/** The drawer's campaign view of `cart` and the money format every amount is shown in, each rebuilt when its inputs change. */
export function useCampaignView(p: CampaignViewProps, cart: Cart | null): [CampaignView, (cents: number) => string] {
  const { lookup, source } = p;
  // Every amount is shown in the shopper's presentment currency (cart.js prices are already converted).
  const presentment = p.currency || cart?.currency;
  const money = useMemo(
    () =>
      presentmentMoney({
        shopFormat: lookup?.shop?.money_format,
        shopCurrency: lookup?.shop?.currency,
        currency: presentment,
        locale: p.locale,
      }),
    [lookup?.shop?.money_format, lookup?.shop?.currency, presentment, p.locale],
  );
  const autoDiscountText = lookup?.settings?.auto_discount?.text;
  const view = useMemo(
    () =>
      buildCampaignView({
        cart,
        lookup,
        currencyRate: p.currencyRate ?? 1,
        currency: p.currency ?? cart?.currency ?? '',
        country: p.country ?? null,
        money,
        autoDiscountText,
        example: source.exampleBadges,
      }),
    [cart, lookup, p.currencyRate, p.currency, p.country, money, autoDiscountText, source],
  );
  return [view, money];
}
