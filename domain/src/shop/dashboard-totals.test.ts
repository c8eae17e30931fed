import {
  dashboardMetricsFrom,
  emptyDashboardMetrics,
  emptyDashboardTotals,
  isDashboardMetric,
  readDashboardMetrics,
} from '.';

describe('dashboard metrics from totals (mfe-analytics/README.md definitions)', () => {
  it('computes each metric of a hand-computed fixture', () => {
    // 40 cart opens, 10 checkouts, 4 orders worth $100.00 + $50.00 + $30.00 + $20.50 = $200.50,
    // 5 upsell units paid $40.10 in all: base revenue $160.40, so the upsells added 25 %.
    const m = dashboardMetricsFrom({
      carts_displayed: 40,
      checkouts_started: 10,
      upsells_added: 7,
      orders: 4,
      sales_cents: 20050,
      upsell_units: 5,
      upsell_cents: 4010,
    });
    expect(m).toEqual({
      CartsDisplayed: 40,
      SalesGenerated: 4,
      SalesAmount: 200.5,
      AverageOrderSize: 50.13,
      CartConversionRate: 25,
      UpsellsGenerated: 5,
      UpsellsTotalAmount: 40.1,
      TotalROI: 25,
    });
  });
  it('answers 0 for every ratio whose denominator is 0 (a new shop)', () => {
    expect(dashboardMetricsFrom(emptyDashboardTotals())).toEqual(emptyDashboardMetrics());
    const onlyUpsells = { ...emptyDashboardTotals(), upsell_cents: 500, sales_cents: 500, orders: 1 };
    expect(dashboardMetricsFrom(onlyUpsells).TotalROI).toBe(0);
    expect(dashboardMetricsFrom(onlyUpsells).AverageOrderSize).toBe(5);
  });
  it('recognises metric names', () => {
    expect(isDashboardMetric('SalesAmount')).toBe(true);
    expect(isDashboardMetric('salesAmount')).toBe(false);
    expect(isDashboardMetric(3)).toBe(false);
  });
});

describe('reading the cart-and-shop.md §7 answers without zod (the Dashboard remote)', () => {
  it('takes a full metrics answer and refuses a missing or non-finite metric', () => {
    const full = dashboardMetricsFrom(emptyDashboardTotals());
    expect(readDashboardMetrics({ ...full, extra: 1 })).toEqual(full);
    const { TotalROI: _t, ...partial } = full;
    expect(readDashboardMetrics(partial)).toBeNull();
    expect(readDashboardMetrics({ ...full, SalesAmount: Infinity })).toBeNull();
    expect(readDashboardMetrics({ ...full, SalesAmount: '3' })).toBeNull();
    expect(readDashboardMetrics([])).toBeNull();
  });
});
