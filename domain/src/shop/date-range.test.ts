import {
  analyticsBounds,
  calendarGrid,
  clampRangeToToday,
  DATE_RANGE_PRESETS,
  dashboardDayEnd,
  dashboardDayNumber,
  dayNumberStart,
  isDashboardDayEnd,
  isDashboardDayStart,
  dashboardDayStart,
  isSelectableDay,
  presetRange,
  rangeFromSelection,
  yearPickerYears,
  type DateRangePreset,
} from '.';

const iso = (d: Date | null) => d?.toISOString() ?? null;
// Wednesday 2024-05-15 09:30 at UTC+10 (= 2024-05-14T23:30Z).
const now = new Date('2024-05-14T23:30:00.000Z');

describe('§7/§9 "day bounds at offset +10": days run 00:00-23:59:59.999 at UTC+10', () => {
  it.each([
    ['2024-05-14T23:30:00.000Z', '2024-05-14T14:00:00.000Z', '2024-05-15T13:59:59.999Z'],
    ['2024-05-14T13:59:59.999Z', '2024-05-13T14:00:00.000Z', '2024-05-14T13:59:59.999Z'],
    ['2024-05-14T14:00:00.000Z', '2024-05-14T14:00:00.000Z', '2024-05-15T13:59:59.999Z'],
  ])('%s lies in [%s, %s]', (t, start, end) => {
    expect(iso(dashboardDayStart(new Date(t)))).toBe(start);
    expect(iso(dashboardDayEnd(new Date(t)))).toBe(end);
  });
});

describe('§2 "Presets: Today, Yesterday, This Week, Last Week, This Month, Last Month, All Time"', () => {
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
    const r = presetRange(preset, now);
    expect([iso(r.start), iso(r.end)]).toEqual([start, end]);
  });
  it('Last Month across a year boundary', () => {
    const r = presetRange('Last Month', new Date('2024-01-10T00:00:00Z'));
    expect([iso(r.start), iso(r.end)]).toEqual(['2023-11-30T14:00:00.000Z', '2023-12-31T13:59:59.999Z']);
  });
  it('"all time is represented by null dates" and sends no bounds', () => {
    expect(analyticsBounds(presetRange('All Time', now))).toEqual({ start: null, end: null });
    expect(analyticsBounds(presetRange('Today', now))).toEqual({
      start: Date.parse('2024-05-14T14:00:00.000Z'),
      end: Date.parse('2024-05-15T13:59:59.999Z'),
    });
  });
});

describe('§2 "The range cannot go beyond today"; custom two-click or drag selection', () => {
  it('days after today are not selectable', () => {
    expect(isSelectableDay(new Date('2024-05-15T13:59:59.999Z'), now)).toBe(true);
    expect(isSelectableDay(new Date('2024-05-15T14:00:00.000Z'), now)).toBe(false);
  });
  it('two clicks in either order give whole days', () => {
    const a = new Date('2024-05-02T03:00:00Z');
    const b = new Date('2024-05-09T20:00:00Z');
    const expected = ['2024-05-01T14:00:00.000Z', '2024-05-10T13:59:59.999Z'];
    const r1 = rangeFromSelection(a, b, now);
    const r2 = rangeFromSelection(b, a, now);
    expect([iso(r1.start), iso(r1.end)]).toEqual(expected);
    expect([iso(r2.start), iso(r2.end)]).toEqual(expected);
  });
  it('the first click alone selects that day; a drag past today stops at today', () => {
    const one = rangeFromSelection(new Date('2024-05-02T03:00:00Z'), null, now);
    expect([iso(one.start), iso(one.end)]).toEqual(['2024-05-01T14:00:00.000Z', '2024-05-02T13:59:59.999Z']);
    const past = rangeFromSelection(new Date('2024-05-10T00:00:00Z'), new Date('2024-06-30T00:00:00Z'), now);
    expect(iso(past.end)).toBe('2024-05-15T13:59:59.999Z');
    const future = clampRangeToToday({ start: new Date('2025-01-01'), end: new Date('2025-01-02') }, now);
    expect([iso(future.start), iso(future.end)]).toEqual(['2024-05-14T14:00:00.000Z', '2024-05-15T13:59:59.999Z']);
    expect(clampRangeToToday({ start: null, end: null }, now)).toEqual({ start: null, end: null });
  });
});

describe('§9 "year picker 12 years from 2019; calendar grid at least 35 cells"', () => {
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
    expect(dashboardDayNumber(after)).toBe(dashboardDayNumber(before) + 1);
    expect(dayNumberStart(dashboardDayNumber(after))).toBe(after);
    expect(isDashboardDayStart(after)).toBe(true);
    expect(isDashboardDayEnd(before)).toBe(true);
    expect(isDashboardDayStart(before)).toBe(false);
  });
  it('numbers 1970-01-01 at UTC+10 as day 0', () => {
    expect(dashboardDayNumber(Date.UTC(1969, 11, 31, 14))).toBe(0);
    expect(dashboardDayNumber(Date.UTC(1969, 11, 31, 13, 59))).toBe(-1);
  });
});
