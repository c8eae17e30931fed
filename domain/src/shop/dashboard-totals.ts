/**
 * How the dashboard's eight metrics follow from the stored totals (definitions in mfe-analytics/README.md). The
 * gateway sums its daily rollups into DashboardTotals and calls dashboardMetricsFrom, so the cards, the charts and the
 * tests share one formula. No zod here: the Dashboard remote imports this module and its first load stays without it.
 */
import type { ChartSeries, DashboardMetrics } from './metrics';

/** cart-and-shop.md §3 dashboard metric names, in the order the cards show them. */
export const DASHBOARD_METRICS = [
  'CartsDisplayed',
  'SalesGenerated',
  'SalesAmount',
  'AverageOrderSize',
  'CartConversionRate',
  'UpsellsGenerated',
  'UpsellsTotalAmount',
  'TotalROI',
] as const;
/** A dashboard metric name (also the chart type). */
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

/** Sums of a shop's rollup rows over a range; money in minor units of the shop currency. */
export interface DashboardTotals {
  /** view_cart events: each opening of the Cartlift cart. */
  carts_displayed: number;
  /** checkout_started events: the shopper pressed the cart's checkout button. */
  checkouts_started: number;
  /** upsell_added events: an upsell, FBT product, gift or one-check add-on put in the cart from the drawer. */
  upsells_added: number;
  /** Orders carrying the Cartlift checkout attribute (orders/create). */
  orders: number;
  /** Those orders' totals, minor units. */
  sales_cents: number;
  /** Units of attributed upsell lines in those orders. */
  upsell_units: number;
  /** What shoppers paid for those lines after discounts, minor units. */
  upsell_cents: number;
}

/** The rollup columns, in one place for the gateway's SQL. */
export const DASHBOARD_TOTAL_FIELDS = [
  'carts_displayed',
  'checkouts_started',
  'upsells_added',
  'orders',
  'sales_cents',
  'upsell_units',
  'upsell_cents',
] as const satisfies readonly (keyof DashboardTotals)[];

/** All totals at zero. */
export const emptyDashboardTotals = (): DashboardTotals =>
  Object.fromEntries(DASHBOARD_TOTAL_FIELDS.map((f) => [f, 0])) as unknown as DashboardTotals;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const ratio = (num: number, den: number): number => (den > 0 ? num / den : 0);

/**
 * The eight cart-and-shop.md §3 metrics from totals: money in main units of the shop currency (cents / 100) and
 * percentages with two decimals; every ratio with a zero denominator is 0, never NaN or Infinity.
 */
export function dashboardMetricsFrom(t: DashboardTotals): DashboardMetrics {
  const base = t.sales_cents - t.upsell_cents;
  return {
    CartsDisplayed: t.carts_displayed,
    SalesGenerated: t.orders,
    SalesAmount: round2(t.sales_cents / 100),
    AverageOrderSize: round2(ratio(t.sales_cents, t.orders) / 100),
    CartConversionRate: round2(ratio(t.checkouts_started, t.carts_displayed) * 100),
    UpsellsGenerated: t.upsell_units,
    UpsellsTotalAmount: round2(t.upsell_cents / 100),
    TotalROI: round2(ratio(t.upsell_cents, base > 0 ? base : 0) * 100),
  };
}

/** Which metrics are money (shown in the shop's money format) and which are percentages. */
export const METRIC_UNIT: Record<DashboardMetric, 'count' | 'money' | 'percent'> = {
  CartsDisplayed: 'count',
  SalesGenerated: 'count',
  SalesAmount: 'money',
  AverageOrderSize: 'money',
  CartConversionRate: 'percent',
  UpsellsGenerated: 'count',
  UpsellsTotalAmount: 'money',
  TotalROI: 'percent',
};

/** Parses a metric name from untrusted input. */
export const isDashboardMetric = (v: unknown): v is DashboardMetric =>
  typeof v === 'string' && (DASHBOARD_METRICS as readonly string[]).includes(v);

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * cart-and-shop.md §7 GET /analytics/count answer: every metric a finite number, or null when anything is missing or
 * malformed.
 */
export function readDashboardMetrics(input: unknown): DashboardMetrics | null {
  if (!isRecord(input) || !DASHBOARD_METRICS.every((m) => isFiniteNumber(input[m]))) return null;
  return Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, input[m]])) as DashboardMetrics;
}

/**
 * cart-and-shop.md §8 "Dashboard chart failure: logged; chart becomes empty": the §7 chart answer, or {} on anything
 * malformed.
 */
export function chartSeriesOrEmpty(input: unknown): ChartSeries {
  if (!isRecord(input)) return {};
  const out: ChartSeries = {};
  for (const [type, points] of Object.entries(input)) {
    if (!isDashboardMetric(type) || !Array.isArray(points)) return {};
    if (!points.every((p) => isRecord(p) && isFiniteNumber(p.x) && isFiniteNumber(p.y))) return {};
    out[type] = points.map((p: { x: number; y: number }) => ({ x: p.x, y: p.y }));
  }
  return out;
}
