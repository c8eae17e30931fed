import {
  analyticsBounds,
  calendarGrid,
  clampRangeToToday,
  DASHBOARD_DEFAULT_ZONE,
  DATE_RANGE_PRESETS,
  dashboardDate,
  dashboardDayEnd,
  dashboardDayNumber,
  dayNumberStart,
  isDashboardDayEnd,
  isDashboardDayStart,
  dashboardDayStart,
  isSelectableDay,
  isTimeZone,
  presetRange,
  rangeFromSelection,
  yearPickerYears,
  type DateRangePreset,
} from '.';

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** A shop whose time zone is not known: the spec's UTC+10. */
const Z = DASHBOARD_DEFAULT_ZONE;
// Wednesday 2024-05-15 09:30 at UTC+10 (= 2024-05-14T23:30Z).
const now = new Date('2024-05-14T23:30:00.000Z');

describe('cart-and-shop.md §7/§9 "day bounds at offset +10": days run 00:00-23:59:59.999 at UTC+10', () => {
  it.each([
    ['2024-05-14T23:30:00.000Z', '2024-05-14T14:00:00.000Z', '2024-05-15T13:59:59.999Z'],
    ['2024-05-14T13:59:59.999Z', '2024-05-13T14:00:00.000Z', '2024-05-14T13:59:59.999Z'],
    ['2024-05-14T14:00:00.000Z', '2024-05-14T14:00:00.000Z', '2024-05-15T13:59:59.999Z'],
  ])('%s lies in [%s, %s]', (t, start, end) => {
    expect(iso(dashboardDayStart(new Date(t), Z))).toBe(start);
    expect(iso(dashboardDayEnd(new Date(t), Z))).toBe(end);
  });
});

describe('cart-and-shop.md §2 "Presets: Today, Yesterday, This Week, Last Week, This Month, Last Month, All Time"', () => {
  it('lists them in that order', () => {
    expect([...DATE_RANGE_PRESETS]).toEqual(['Today', 'Yesterday', 'This Week', 'Last Week', 'This Month', 'Last Month', 'All Time']);
  });
  it.each<[DateRangePreset, string | null, string | null]>([
    ['Today', '2024-05-14T14:00:00.000Z', '2024-05-15T13:59:59.999Z'],
    ['Yesterday', '2024-05-13T14:00:00.000Z', '2024-05-14T13:59:59.999Z'],
    // Weeks start on Sunday: Sunday 12 May at UTC+10.
    ['This Week', '2024-05-11T14:00:00.000Z', '2024-05-15T13:59:59.999Z'],
    ['Last Week', '2024-05-04T14:00:00.000Z', '2024-05-11T13:59:59.999Z'],
    ['This Month', '2024-04-30T14:00:00.000Z', '2024-05-15T13:59:59.999Z'],
    ['Last Month', '2024-03-31T14:00:00.000Z', '2024-04-30T13:59:59.999Z'],
    ['All Time', null, null],
  ])('%s → %s .. %s', (preset, start, end) => {
    const r = presetRange(preset, now, Z);
    expect([iso(r.start), iso(r.end)]).toEqual([start, end]);
  });
  it('Last Month across a year boundary', () => {
    const r = presetRange('Last Month', new Date('2024-01-10T00:00:00Z'), Z);
    expect([iso(r.start), iso(r.end)]).toEqual(['2023-11-30T14:00:00.000Z', '2023-12-31T13:59:59.999Z']);
  });
  it('"all time is represented by null dates" and sends no bounds', () => {
    expect(analyticsBounds(presetRange('All Time', now, Z))).toEqual({ start: null, end: null });
    expect(analyticsBounds(presetRange('Today', now, Z))).toEqual({
      start: Date.parse('2024-05-14T14:00:00.000Z'),
      end: Date.parse('2024-05-15T13:59:59.999Z'),
    });
  });
});

describe('cart-and-shop.md §2 "The range cannot go beyond today"; custom two-click or drag selection', () => {
  it('days after today are not selectable', () => {
    expect(isSelectableDay(new Date('2024-05-15T13:59:59.999Z'), now, Z)).toBe(true);
    expect(isSelectableDay(new Date('2024-05-15T14:00:00.000Z'), now, Z)).toBe(false);
  });
  it('two clicks in either order give whole days', () => {
    const a = new Date('2024-05-02T03:00:00Z');
    const b = new Date('2024-05-09T20:00:00Z');
    const expected = ['2024-05-01T14:00:00.000Z', '2024-05-10T13:59:59.999Z'];
    const r1 = rangeFromSelection(a, b, now, Z);
    const r2 = rangeFromSelection(b, a, now, Z);
    expect([iso(r1.start), iso(r1.end)]).toEqual(expected);
    expect([iso(r2.start), iso(r2.end)]).toEqual(expected);
  });
  it('the first click alone selects that day; a drag past today stops at today', () => {
    const one = rangeFromSelection(new Date('2024-05-02T03:00:00Z'), null, now, Z);
    expect([iso(one.start), iso(one.end)]).toEqual(['2024-05-01T14:00:00.000Z', '2024-05-02T13:59:59.999Z']);
    const past = rangeFromSelection(new Date('2024-05-10T00:00:00Z'), new Date('2024-06-30T00:00:00Z'), now, Z);
    expect(iso(past.end)).toBe('2024-05-15T13:59:59.999Z');
    const future = clampRangeToToday({ start: new Date('2025-01-01'), end: new Date('2025-01-02') }, now, Z);
    expect([iso(future.start), iso(future.end)]).toEqual(['2024-05-14T14:00:00.000Z', '2024-05-15T13:59:59.999Z']);
    expect(clampRangeToToday({ start: null, end: null }, now, Z)).toEqual({ start: null, end: null });
  });
});

describe('cart-and-shop.md §9 "year picker 12 years from 2019; calendar grid at least 35 cells"', () => {
  it('years 2019-2030', () => {
    expect(yearPickerYears()).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
  });
  it.each<[number, number, number, number]>([
    // year, month (0-11), expected cells, blanks before the 1st (Sunday first)
    [2015, 1, 35, 0], // February 2015: 28 days starting on a Sunday
    [2024, 4, 35, 3], // May 2024 starts on a Wednesday
    [2024, 5, 42, 6], // June 2024 starts on a Saturday, 30 days
    [2026, 10, 35, 0], // November 2026 starts on a Sunday
  ])('%i-%i has %i cells, %i leading blanks', (year, month, cells, lead) => {
    const grid = calendarGrid(year, month);
    expect(grid).toHaveLength(cells);
    expect(grid.length % 7).toBe(0);
    expect(grid.findIndex((c) => c === 1)).toBe(lead);
    const days = grid.filter((c): c is number => c !== null);
    expect(days).toEqual(Array.from({ length: days.length }, (_, i) => i + 1));
  });
});

describe('dashboard day numbers (the rollups key days at UTC+10)', () => {
  it('puts 13:59:59.999 UTC and 14:00 UTC on different days', () => {
    const before = Date.UTC(2026, 10, 24, 13, 59, 59, 999);
    const after = before + 1;
    expect(dashboardDayNumber(after, Z)).toBe(dashboardDayNumber(before, Z) + 1);
    expect(dayNumberStart(dashboardDayNumber(after, Z), Z)).toBe(after);
    expect(isDashboardDayStart(after, Z)).toBe(true);
    expect(isDashboardDayEnd(before, Z)).toBe(true);
    expect(isDashboardDayStart(before, Z)).toBe(false);
  });
  it('numbers 1970-01-01 at UTC+10 as day 0', () => {
    expect(dashboardDayNumber(Date.UTC(1969, 11, 31, 14), Z)).toBe(0);
    expect(dashboardDayNumber(Date.UTC(1969, 11, 31, 13, 59), Z)).toBe(-1);
  });
});

describe("days belong to the shop's time zone (Shopify's ianaTimezone)", () => {
  const SYDNEY = 'Australia/Sydney';
  const NEW_YORK = 'America/New_York';
  const KIRITIMATI = 'Pacific/Kiritimati';

  it('a shop east of UTC is on tomorrow while UTC is still on today, near its midnight', () => {
    // 2026-11-26 23:30 in Kiritimati (UTC+14) is 09:30 UTC the same day; 00:30 there is already the 27th.
    const lateEvening = new Date('2026-11-26T09:30:00.000Z');
    const pastMidnight = new Date('2026-11-26T10:30:00.000Z');
    expect(dashboardDate(lateEvening, KIRITIMATI)).toMatchObject({ year: 2026, month: 10, day: 26 });
    expect(dashboardDate(pastMidnight, KIRITIMATI)).toMatchObject({ year: 2026, month: 10, day: 27 });
    const today = presetRange('Today', pastMidnight, KIRITIMATI);
    expect([iso(today.start), iso(today.end)]).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-27T09:59:59.999Z']);
    expect(isDashboardDayStart(today.start!.getTime(), KIRITIMATI)).toBe(true);
    expect(isDashboardDayEnd(today.end!.getTime(), KIRITIMATI)).toBe(true);
    // The same instants are not day bounds at UTC+10.
    expect(isDashboardDayStart(today.start!.getTime(), Z)).toBe(false);
  });

  it('follows daylight saving: a 23-hour and a 25-hour day', () => {
    // Sydney moves to UTC+11 on 2026-10-04 (02:00 → 03:00); New York back to UTC-5 on 2026-11-01.
    const spring = presetRange('Today', new Date('2026-10-04T06:00:00Z'), SYDNEY);
    expect([iso(spring.start), iso(spring.end)]).toEqual(['2026-10-03T14:00:00.000Z', '2026-10-04T12:59:59.999Z']);
    const autumn = presetRange('Today', new Date('2026-11-01T12:00:00Z'), NEW_YORK);
    expect([iso(autumn.start), iso(autumn.end)]).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T04:59:59.999Z']);
    const start = autumn.start!.getTime();
    expect(dayNumberStart(dashboardDayNumber(start, NEW_YORK) + 1, NEW_YORK) - start).toBe(25 * 3_600_000);
  });

  it("day numbers count the zone's calendar dates, so a rollup day is the shop's day", () => {
    expect(dashboardDayNumber(Date.UTC(2026, 10, 26, 10), KIRITIMATI)).toBe(Date.UTC(2026, 10, 27) / 86_400_000);
    expect(dashboardDayNumber(Date.UTC(2026, 10, 26, 10), NEW_YORK)).toBe(Date.UTC(2026, 10, 26) / 86_400_000);
  });

  it('knows an IANA zone from anything else', () => {
    expect(isTimeZone(SYDNEY)).toBe(true);
    expect(isTimeZone(Z)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(10)).toBe(false);
  });
});
