import { dashboardDate, formatMoney, METRIC_UNIT, type DashboardMetric } from '@cartlift/domain';

/** Card and chart titles of the cart-and-shop.md §3 metrics. */
export const METRIC_TITLES: Record<DashboardMetric, string> = {
  CartsDisplayed: 'Carts displayed',
  SalesGenerated: 'Sales generated',
  SalesAmount: 'Sales amount',
  AverageOrderSize: 'Average order size',
  CartConversionRate: 'Cart conversion rate',
  UpsellsGenerated: 'Upsells generated',
  UpsellsTotalAmount: 'Upsells total amount',
  TotalROI: 'Total ROI',
};

/** One line under each card title: what the number counts (README: metric definitions). */
export const METRIC_HELP: Record<DashboardMetric, string> = {
  CartsDisplayed: 'Times shoppers opened the cart',
  SalesGenerated: 'Orders placed through the cart',
  SalesAmount: 'Total of those orders',
  AverageOrderSize: 'Sales amount per order',
  CartConversionRate: 'Cart opens that went on to checkout',
  UpsellsGenerated: 'Upsell units sold',
  UpsellsTotalAmount: 'Paid for upsells, after discounts',
  TotalROI: 'What upsells added to the rest of the orders',
};

/** A month's English name (month 0-11), long ("March") or short ("Mar"). */
export const monthName = (month: number, style: 'long' | 'short' = 'short'): string =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString('en-US', { month: style, timeZone: 'UTC' });

/** A metric value as the card shows it: money in the shop's format, percentages, counts with separators. */
export function formatMetric(metric: DashboardMetric, value: number, moneyFormat: string): string {
  switch (METRIC_UNIT[metric]) {
    case 'money':
      return formatMoney(Math.round(value * 100), moneyFormat);
    case 'percent':
      return `${Number.isInteger(value) ? value : value.toFixed(2)}%`;
    case 'count':
      return value.toLocaleString('en-US');
  }
}

/** A chart x value (a day or month start in the shop's zone) as a label: "Mar 10" per day, "Mar 2025" per month. */
export function pointLabel(x: number, monthly: boolean, zone: string): string {
  const d = dashboardDate(new Date(x), zone);
  return monthly ? `${monthName(d.month)} ${d.year}` : `${monthName(d.month)} ${d.day}`;
}

/** A range (days of the shop's zone) as the picker button shows it, e.g. "Nov 1 – Nov 24, 2026"; null dates read "All Time". */
export function rangeLabel(start: Date | null, end: Date | null, zone: string): string {
  if (!start || !end) return 'All Time';
  const a = dashboardDate(start, zone);
  const b = dashboardDate(end, zone);
  const day = (x: typeof a) => `${monthName(x.month)} ${x.day}`;
  if (a.year === b.year && a.month === b.month && a.day === b.day) return `${day(a)}, ${a.year}`;
  return a.year === b.year ? `${day(a)} – ${day(b)}, ${b.year}` : `${day(a)}, ${a.year} – ${day(b)}, ${b.year}`;
}

/**
 * The chart's accessible name: which metric, per day or month, over which labels ("Carts displayed per day, Jun 1 to
 * Jun 15"). It captions the table that reads the chart out to assistive tech.
 */
export function chartCaption(title: string, labels: readonly string[], monthly: boolean): string {
  const per = `${title} per ${monthly ? 'month' : 'day'}`;
  if (labels.length === 0) return per;
  return labels.length === 1 ? `${per}, ${labels[0]}` : `${per}, ${labels[0]} to ${labels[labels.length - 1]}`;
}
