import { DataTable, Text } from '@shopify/polaris';
import type { PlanRow } from './planApi';

const money = (n: number): string => `$${n.toFixed(2)}`;
/** "Up to 200 orders" / "Unlimited orders". */
export const ordersLabel = (p: Pick<PlanRow, 'transactions'>): string =>
  p.transactions === null ? 'Unlimited orders' : `Up to ${p.transactions} orders`;

/**
 * The shop's price list (cart-and-shop.md §9 by install date) with the discount applied; the old price struck through
 * when it differs.
 */
export function PricingTable({ plans, current }: { plans: PlanRow[]; current?: string | null }) {
  return (
    <DataTable
      columnContentTypes={['text', 'text', 'numeric']}
      headings={['Plan', 'Monthly orders', 'Price / 30 days']}
      rows={plans.map((p) => [
        <Text as="span" fontWeight={p.name === current ? 'bold' : 'regular'} key="n">
          {p.name}
          {p.name === current ? ' (current)' : ''}
        </Text>,
        ordersLabel(p),
        <span key="p" data-plan-price={p.name}>
          {p.discountedListPrice !== p.listPrice ? (
            <>
              <Text as="span" tone="subdued" textDecorationLine="line-through">
                {money(p.listPrice)}
              </Text>{' '}
            </>
          ) : null}
          {money(p.discountedListPrice)}
        </span>,
      ])}
    />
  );
}
