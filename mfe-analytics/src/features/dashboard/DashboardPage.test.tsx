import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dashboardDate, dashboardDayAt, dashboardDayNumber, presetRange } from '@cartlift/domain';
import { monthName } from './metricFormat';
import { renderDashboard } from '../../testing/renderDashboard';
import { startTestGateway } from '../../testing/testGateway';

jest.setTimeout(30_000);

const today = dashboardDayNumber(Date.now());
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
const openPicker = () => fireEvent.click(screen.getByRole('button', { name: 'Custom range' }));
const choosePreset = async (name: string) => {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Date range' }), { target: { value: name } });
};
const dayCell = (t: number) => {
  const d = dashboardDate(new Date(t));
  return screen.getByRole('gridcell', { name: `${monthName(d.month, 'long')} ${d.day}, ${d.year}` });
};

describe('Dashboard (/dashboard)', () => {
  it('shows the eight cards for the preset, in the money format, and sends day-bound ranges at UTC+10', async () => {
    const gw = startTestGateway({ days: DAYS, moneyFormat: '€{{amount_with_comma_separator}}' });
    renderDashboard();
    await choosePreset('Today');
    await waitFor(() => expect(value('CartsDisplayed')).toBe('10'));
    expect(value('SalesGenerated')).toBe('2');
    expect(value('SalesAmount')).toBe('€150,00');
    expect(value('AverageOrderSize')).toBe('€75,00');
    expect(value('CartConversionRate')).toBe('40%');
    expect(value('UpsellsGenerated')).toBe('3');
    expect(value('UpsellsTotalAmount')).toBe('€30,00');
    expect(value('TotalROI')).toBe('25%');
    const range = presetRange('Today', new Date());
    expect(gw.callsTo('/analytics/count')).toContainEqual({
      start: String(range.start!.getTime()),
      end: String(range.end!.getTime()),
    });
    // All Time is null dates: no start or end at all.
    expect(gw.callsTo('/analytics/count')).toContainEqual({});
  });

  it('changes the figures with the presets', async () => {
    startTestGateway({ days: DAYS });
    renderDashboard();
    await choosePreset('Yesterday');
    await waitFor(() => expect(value('CartsDisplayed')).toBe('5'));
    expect(value('SalesAmount')).toBe('$50.00');
    await choosePreset('All Time');
    await waitFor(() => expect(value('CartsDisplayed')).toBe('15'));
    expect(value('SalesAmount')).toBe('$200.00');
    expect(value('AverageOrderSize')).toBe('$66.67');
  });

  it('picks a custom range with two clicks and by dragging; days after today cannot be picked', async () => {
    const gw = startTestGateway({ days: DAYS });
    renderDashboard();
    openPicker();
    const todayStart = dashboardDayAt(
      dashboardDate(new Date()).year,
      dashboardDate(new Date()).month,
      dashboardDate(new Date()).day,
    ).getTime();
    fireEvent.mouseDown(dayCell(todayStart));
    fireEvent.mouseUp(dayCell(todayStart));
    fireEvent.mouseDown(dayCell(todayStart));
    fireEvent.mouseUp(dayCell(todayStart));
    await waitFor(() => expect(value('CartsDisplayed')).toBe('10'));
    const { year, month, day } = dashboardDate(new Date());
    const tomorrow = screen.queryByRole('gridcell', { name: `${monthName(month, 'long')} ${day + 1}, ${year}` });
    if (tomorrow) expect((tomorrow as HTMLButtonElement).disabled).toBe(true);
    if (day > 1) {
      openPicker();
      const first = dashboardDayAt(year, month, 1).getTime();
      fireEvent.mouseDown(dayCell(todayStart));
      fireEvent.mouseEnter(dayCell(first));
      fireEvent.mouseUp(dayCell(first));
      await waitFor(() =>
        expect(gw.callsTo('/analytics/count')).toContainEqual({
          start: String(first),
          end: String(todayStart + 86_400_000 - 1),
        }),
      );
    }
  });

  it('offers the year picker from 2019 to this year', async () => {
    startTestGateway({ days: DAYS });
    renderDashboard();
    openPicker();
    const year = await screen.findByRole('combobox', { name: 'Year' });
    const years = within(year)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years[0]).toBe('2019');
    expect(years[years.length - 1]).toBe(String(dashboardDate(new Date()).year));
    expect(years.length).toBeLessThanOrEqual(12);
  });

  it('shows an empty state to a shop with nothing recorded', async () => {
    startTestGateway({ days: {} });
    renderDashboard();
    expect(await screen.findByText('No cart activity yet')).toBeTruthy();
    expect(value('SalesAmount')).toBe('$0.00');
  });

  it('shows an error with Retry when the figures fail, and recovers on Retry', async () => {
    const gw = startTestGateway({ days: DAYS, failing: ['/analytics/count'] });
    renderDashboard();
    expect(await screen.findByText('The dashboard could not load', {}, { timeout: 15_000 })).toBeTruthy();
    gw.heal();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => expect(screen.queryByText('The dashboard could not load')).toBeNull());
    expect(value('CartsDisplayed')).not.toBe('—');
  });
});
