import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_DEFAULT_ZONE, dashboardDate, dashboardDayAt, dashboardDayNumber, presetRange } from '@cartlift/domain';
import { monthName } from './metricFormat';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';

// The page's clock, fixed (only Date is faked; timers run for real): the 15th at noon UTC+10, so the month has days
// before today for a drag and tomorrow is in the same grid.
const NOW = Date.UTC(2026, 5, 15, 2, 0);
const clockAt = (t: number) => jest.setSystemTime(t);
beforeEach(() =>
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  }),
);
afterEach(() => jest.useRealTimers());

/** The test gateway's shop has no time zone from Shopify unless a test gives one: the spec's UTC+10. */
const Z = DASHBOARD_DEFAULT_ZONE;

const today = dashboardDayNumber(NOW, Z);
// Today: 10 opens, 4 checkouts, 2 orders of $150.00 in all with $30.00 of upsells (3 units); yesterday: 5 opens, 1 order
// of $50.00. Hand-computed: Today AOS $75.00, conversion 40 %, ROI 30 / 120 = 25 %.
const DAYS = {
  [today]: {
    carts_displayed: 10,
    checkouts_started: 4,
    orders: 2,
    sales_cents: 15000,
    upsell_units: 3,
    upsell_cents: 3000,
  },
  [today - 1]: { carts_displayed: 5, orders: 1, sales_cents: 5000 },
};

const value = (metric: string) => document.getElementById(`metric-${metric}`)?.textContent;
// The picker appears once the shop (its time zone) has answered.
const openPicker = async () => fireEvent.click(await screen.findByRole('button', { name: 'Custom range' }));
const choosePreset = async (name: string) => {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Date range' }), { target: { value: name } });
};
const dayCell = (t: number) => {
  const d = dashboardDate(new Date(t), Z);
  return screen.getByRole('gridcell', { name: `${monthName(d.month, 'long')} ${d.day}, ${d.year}` });
};

describe('Dashboard (/dashboard)', () => {
  it('shows the eight cards for the preset, in the money format, and sends day-bound ranges of the shop (UTC+10 when unknown)', async () => {
    const gw = startTestGateway({ days: DAYS, moneyFormat: '€{{amount_with_comma_separator}}' });
    renderRoute('/dashboard');
    await choosePreset('Today');
    await waitFor(() => expect(value('CartsDisplayed')).toBe('10'));
    expect(value('SalesGenerated')).toBe('2');
    expect(value('SalesAmount')).toBe('€150,00');
    expect(value('AverageOrderSize')).toBe('€75,00');
    expect(value('CartConversionRate')).toBe('40%');
    expect(value('UpsellsGenerated')).toBe('3');
    expect(value('UpsellsTotalAmount')).toBe('€30,00');
    expect(value('TotalROI')).toBe('25%');
    const range = presetRange('Today', new Date(NOW), Z);
    expect(gw.callsTo('/analytics/count')).toContainEqual({
      start: String(range.start!.getTime()),
      end: String(range.end!.getTime()),
    });
    // All Time is null dates: no start or end at all.
    expect(gw.callsTo('/analytics/count')).toContainEqual({});
  });

  it('changes the figures with the presets', async () => {
    startTestGateway({ days: DAYS });
    renderRoute('/dashboard');
    await choosePreset('Yesterday');
    await waitFor(() => expect(value('CartsDisplayed')).toBe('5'));
    expect(value('SalesAmount')).toBe('$50.00');
    await choosePreset('All Time');
    await waitFor(() => expect(value('CartsDisplayed')).toBe('15'));
    expect(value('SalesAmount')).toBe('$200.00');
    expect(value('AverageOrderSize')).toBe('$66.67');
  });

  it('picks a custom range with two taps and by dragging a pointer (touch); days after today cannot be picked', async () => {
    const gw = startTestGateway({ days: DAYS });
    renderRoute('/dashboard');
    await openPicker();
    const { year, month, day } = dashboardDate(new Date(NOW), Z);
    const todayStart = dashboardDayAt(year, month, day, Z).getTime();
    const touch = { pointerType: 'touch', pointerId: 1 };
    const tomorrow = screen.getByRole('gridcell', { name: `${monthName(month, 'long')} ${day + 1}, ${year}` });
    expect((tomorrow as HTMLButtonElement).disabled).toBe(true);
    fireEvent.pointerDown(dayCell(todayStart), touch);
    fireEvent.pointerUp(dayCell(todayStart), touch);
    fireEvent.pointerDown(dayCell(todayStart), touch);
    fireEvent.pointerUp(dayCell(todayStart), touch);
    await waitFor(() => expect(value('CartsDisplayed')).toBe('10'));
    await openPicker();
    const first = dashboardDayAt(year, month, 1, Z).getTime();
    fireEvent.pointerDown(dayCell(todayStart), touch);
    fireEvent.pointerEnter(dayCell(first), touch);
    fireEvent.pointerUp(dayCell(first), touch);
    await waitFor(() =>
      expect(gw.callsTo('/analytics/count')).toContainEqual({
        start: String(first),
        end: String(todayStart + 86_400_000 - 1),
      }),
    );
  });

  it('sends the new day for Today once the page has been open past midnight at UTC+10', async () => {
    const lateEvening = Date.UTC(2026, 5, 15, 13, 59); // 23:59 on June 15 at UTC+10
    clockAt(lateEvening);
    const gw = startTestGateway({ days: DAYS });
    renderRoute('/dashboard');
    await screen.findByRole('combobox', { name: 'Date range' });
    clockAt(lateEvening + 2 * 60_000);
    await choosePreset('Today');
    const june16 = dashboardDayAt(2026, 5, 16, Z).getTime();
    await waitFor(() =>
      expect(gw.callsTo('/analytics/count')).toContainEqual({
        start: String(june16),
        end: String(june16 + 86_400_000 - 1),
      }),
    );
  });

  it.each([
    // 00:30 on June 16 in Kiritimati (UTC+14), still June 15 in UTC and at UTC+10.
    ['Pacific/Kiritimati', Date.UTC(2026, 5, 15, 10, 30), 'Jun 16, 2026'],
    // 10:30 on June 15 in New York, already June 16 at UTC+10: a UTC+10 "today" would be the shop's tomorrow (a 400).
    ['America/New_York', Date.UTC(2026, 5, 15, 14, 30), 'Jun 15, 2026'],
  ])("counts days in the shop's time zone (%s): Today is the shop's today, whatever the browser's", async (zone, at, label) => {
    clockAt(at);
    const shopToday = dashboardDayNumber(at, zone);
    const gw = startTestGateway({ days: { [shopToday]: { carts_displayed: 7 }, [shopToday + 1]: { carts_displayed: 100 } }, timeZone: zone });
    renderRoute('/dashboard');
    await choosePreset('Today');
    await waitFor(() => expect(value('CartsDisplayed')).toBe('7'));
    const range = presetRange('Today', new Date(at), zone);
    expect(gw.callsTo('/analytics/count')).toContainEqual({
      start: String(range.start!.getTime()),
      end: String(range.end!.getTime()),
    });
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByText('The dashboard could not load')).toBeNull();
  });

  it('lists the 12 years 2019-2030 in the year picker, the years after this one disabled', async () => {
    startTestGateway({ days: DAYS });
    renderRoute('/dashboard');
    await openPicker();
    const year = await screen.findByRole('combobox', { name: 'Year' });
    const options = within(year).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => String(2019 + i)));
    expect(options.filter((o) => o.disabled).map((o) => o.textContent)).toEqual(['2027', '2028', '2029', '2030']);
  });

  it('shows an empty state to a shop with nothing recorded', async () => {
    startTestGateway({ days: {} });
    renderRoute('/dashboard');
    expect(await screen.findByText('No cart activity yet')).toBeTruthy();
    expect(value('SalesAmount')).toBe('$0.00');
  });

  it('shows an error with Retry when the figures fail, and recovers on Retry', async () => {
    const gw = startTestGateway({ days: DAYS, failing: ['/analytics/count'] });
    renderRoute('/dashboard');
    expect(await screen.findByText('The dashboard could not load', {}, { timeout: 15_000 })).toBeTruthy();
    gw.heal();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => expect(screen.queryByText('The dashboard could not load')).toBeNull());
    // The retried count itself (the default range, This Month: 10 today and 5 yesterday), not a skeleton between answers.
    await waitFor(() => expect(value('CartsDisplayed')).toBe('15'));
  });

  it('cart-and-shop.md §8: a failed chart is logged and drawn empty while the figures still show, with no error banner', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      startTestGateway({ days: DAYS, failing: ['/analytics/chart'] });
      renderRoute('/dashboard');
      await waitFor(() => expect(value('CartsDisplayed')).toBe('15'));
      await waitFor(() => expect(screen.getAllByText('No data to chart for this range')).toHaveLength(8), { timeout: 15_000 });
      expect(screen.queryByText('The dashboard could not load')).toBeNull();
      expect(logged.mock.calls.some(([message]) => message === 'Cartlift: dashboard chart failed')).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });
});
