import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_DEFAULT_ZONE, dashboardDayAt } from '@cartlift/domain';
import { MetricChart } from './MetricChart';
import { chartCaption } from './metricFormat';

const Z = DASHBOARD_DEFAULT_ZONE;
const day = (d: number) => dashboardDayAt(2026, 5, d, Z).getTime();
const POINTS = [
  { x: day(13), y: 0 },
  { x: day(14), y: 1250 },
  { x: day(15), y: 7 },
];

// jsdom lays nothing out: the chart takes its width from a ResizeObserver, so one reports 400 × 200.
class SizedResizeObserver {
  constructor(private readonly report: (entries: { contentRect: { width: number; height: number }; target: Element }[]) => void) {}
  observe(target: Element) {
    queueMicrotask(() => this.report([{ contentRect: { width: 400, height: 200 }, target }]));
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => Object.assign(window, { ResizeObserver: SizedResizeObserver }));
afterAll(() => Reflect.deleteProperty(window, 'ResizeObserver'));

describe('MetricChart', () => {
  it('gives assistive tech the series as a table named by the metric and range, each day with its value as the card formats it', async () => {
    const { container } = render(<MetricChart title="Carts displayed" points={POINTS} format={(v) => `${v.toLocaleString('en-US')} opens`} zone={Z} />);
    const table = screen.getByRole('table', { name: 'Carts displayed per day, Jun 13 to Jun 15' });
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    expect(rows).toEqual([
      ['Day', 'Carts displayed'],
      ['Jun 13', '0 opens'],
      ['Jun 14', '1,250 opens'],
      ['Jun 15', '7 opens'],
    ]);
    // The drawn chart is there for the eye; nothing of it (its own SVG table, whose rows a browser reads as missing, and
    // a point image per day without a name) reaches the accessibility tree.
    await waitFor(() => expect(container.querySelectorAll('svg circle')).toHaveLength(POINTS.length));
    expect(screen.getAllByRole('table')).toEqual([table]);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('is one tab stop, not one per point, and shows its table over the chart while focused', async () => {
    const { container } = render(<MetricChart title="Total ROI" points={POINTS} format={(v) => `${v}%`} zone={Z} />);
    await waitFor(() => expect(container.querySelectorAll('svg circle')).toHaveLength(POINTS.length));
    await waitFor(() => expect(container.querySelectorAll('svg [tabindex]:not([tabindex="-1"])')).toHaveLength(0));
    const stops = Array.from(container.querySelectorAll<HTMLElement>('[tabindex]')).filter((el) => el.tabIndex >= 0);
    const region = screen.getByRole('region', { name: 'Total ROI per day, Jun 13 to Jun 15' });
    expect(stops).toEqual([region]);
    // Visually hidden (one pixel) until focused, then drawn over the chart, scrolling its rows.
    const box = () => [region.style.width, region.style.height, region.style.overflow];
    expect(box()).toEqual(['1px', '1px', 'hidden']);
    fireEvent.focus(region);
    expect(box()).toEqual(['', '', 'auto']);
    fireEvent.blur(region);
    expect(box()).toEqual(['1px', '1px', 'hidden']);
  });
});

describe('chartCaption', () => {
  it('names the metric, the step and the range it covers', () => {
    expect(chartCaption('Sales amount', ['Jan 2026', 'Feb 2026', 'Mar 2026'], true)).toBe('Sales amount per month, Jan 2026 to Mar 2026');
    expect(chartCaption('Total ROI', ['Jun 15'], false)).toBe('Total ROI per day, Jun 15');
    expect(chartCaption('Total ROI', [], false)).toBe('Total ROI per day');
  });
});
