import { NOT_VALID, type Result } from '../common';
import {
  chartSeriesOrEmpty,
  DASHBOARD_METRICS,
  dashboardMetricsSchema,
  emptyDashboardMetrics,
  planResponseSchema,
  validateImageUpload,
} from '.';

const errorsOf = <T>(r: Result<T>) => (r.success ? [] : r.errors);

describe('cart-and-shop.md §3 "Dashboard metrics: CartsDisplayed, SalesGenerated, …, TotalROI"', () => {
  it('names all eight', () => {
    expect([...DASHBOARD_METRICS]).toEqual([
      'CartsDisplayed',
      'SalesGenerated',
      'SalesAmount',
      'AverageOrderSize',
      'CartConversionRate',
      'UpsellsGenerated',
      'UpsellsTotalAmount',
      'TotalROI',
    ]);
  });
  it('parses a full answer and rejects a missing metric', () => {
    expect(dashboardMetricsSchema.parse(emptyDashboardMetrics())).toEqual(emptyDashboardMetrics());
    const { TotalROI: _t, ...partial } = emptyDashboardMetrics();
    const r = dashboardMetricsSchema.safeParse(partial);
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['TotalROI', NOT_VALID]]);
  });
});

describe('cart-and-shop.md §3 "Chart points: {x, y} per type"; §8 "Dashboard chart failure: … chart becomes empty"', () => {
  it('keeps well-formed series and empties malformed ones', () => {
    const good = { SalesAmount: [{ x: 1, y: 2 }], CartsDisplayed: [] };
    expect(chartSeriesOrEmpty(good)).toEqual(good);
    expect(chartSeriesOrEmpty({ SalesAmount: [{ x: 'a', y: 2 }] })).toEqual({});
    expect(chartSeriesOrEmpty(null)).toEqual({});
    expect(chartSeriesOrEmpty({ Unknown: [] })).toEqual({});
  });
});

describe('cart-and-shop.md §3 "Plan response: balance_used, status, billing_on"', () => {
  it('parses', () => {
    const p = { balance_used: 7, status: 'active', billing_on: '2024-06-01' };
    expect(planResponseSchema.parse(p)).toEqual(p);
    expect(planResponseSchema.safeParse({ ...p, balance_used: -1 }).success).toBe(false);
  });
});

describe('cart-and-shop.md §3 "Image upload: fileName, attachment (data URL)"; cart-and-shop.md §8 "You could only upload images."', () => {
  it('accepts an image data URL', () => {
    expect(validateImageUpload({ fileName: 'badge.png', attachment: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
  });
  it('rejects a non-image and a blank name', () => {
    expect(errorsOf(validateImageUpload({ fileName: '', attachment: 'data:text/html;base64,PGI+' }))).toEqual([
      { path: 'fileName', message: "File name can't be blank" },
      { path: 'attachment', message: 'You could only upload images.' },
    ]);
  });
});
