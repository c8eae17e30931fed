/**
 * The dashboard date range (§2 Dashboard, §7 analytics calls, §9). "Day bounds at offset +10" is read as: a dashboard
 * day runs from 00:00:00.000 to 23:59:59.999 at UTC+10, and the start/end sent to /analytics are those instants in
 * epoch ms. Weeks start on Sunday (Polaris DatePicker's default). Every function takes `now`; none reads the clock.
 */

/** §7/§9 day bounds offset, in hours east of UTC. */
export const DASHBOARD_UTC_OFFSET_HOURS = 10;
/** §9 year picker: 12 years from 2019. */
export const YEAR_PICKER_FIRST_YEAR = 2019;
/** §9 year picker length. */
export const YEAR_PICKER_YEARS = 12;
/** §9 calendar grid: at least 35 cells. */
export const CALENDAR_MIN_CELLS = 35;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = DASHBOARD_UTC_OFFSET_HOURS * HOUR;

/** §2 presets, in the order the picker lists them. */
export const DATE_RANGE_PRESETS = [
  'Today',
  'Yesterday',
  'This Week',
  'Last Week',
  'This Month',
  'Last Month',
  'All Time',
] as const;
/** A preset name. */
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A dashboard range; All Time is both null (§2 "all time is represented by null dates"). */
export interface DashboardDateRange {
  start: Date | null;
  end: Date | null;
}

/** The dashboard-local calendar date of an instant (month 0-11, weekday 0 = Sunday). */
export function dashboardDate(t: Date): { year: number; month: number; day: number; weekday: number } {
  const s = new Date(t.getTime() + OFFSET);
  return { year: s.getUTCFullYear(), month: s.getUTCMonth(), day: s.getUTCDate(), weekday: s.getUTCDay() };
}

/** The first instant of a dashboard-local calendar date (month 0-11; overflowing days roll over like Date.UTC). */
export const dashboardDayAt = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month, day) - OFFSET);

/** 00:00:00.000 at UTC+10 of the day containing t. */
export function dashboardDayStart(t: Date): Date {
  const { year, month, day } = dashboardDate(t);
  return dashboardDayAt(year, month, day);
}

/** 23:59:59.999 at UTC+10 of the day containing t. */
export const dashboardDayEnd = (t: Date): Date => new Date(dashboardDayStart(t).getTime() + DAY - 1);

const lastInstantBefore = (t: Date): Date => new Date(t.getTime() - 1);

/** The range a preset stands for on `now`; ranges that include today end at the end of today. */
export function presetRange(preset: DateRangePreset, now: Date): DashboardDateRange {
  const { year, month, day, weekday } = dashboardDate(now);
  const todayEnd = dashboardDayEnd(now);
  const weekStart = dashboardDayAt(year, month, day - weekday);
  const monthStart = dashboardDayAt(year, month, 1);
  switch (preset) {
    case 'Today':
      return { start: dashboardDayAt(year, month, day), end: todayEnd };
    case 'Yesterday':
      return { start: dashboardDayAt(year, month, day - 1), end: lastInstantBefore(dashboardDayAt(year, month, day)) };
    case 'This Week':
      return { start: weekStart, end: todayEnd };
    case 'Last Week':
      return { start: dashboardDayAt(year, month, day - weekday - 7), end: lastInstantBefore(weekStart) };
    case 'This Month':
      return { start: monthStart, end: todayEnd };
    case 'Last Month':
      return { start: dashboardDayAt(year, month - 1, 1), end: lastInstantBefore(monthStart) };
    case 'All Time':
      return { start: null, end: null };
  }
}

/** §2 "The range cannot go beyond today": a day after today is not selectable. */
export const isSelectableDay = (day: Date, now: Date): boolean =>
  dashboardDayStart(day).getTime() <= dashboardDayStart(now).getTime();

/** Pulls any part of a range that lies after today back to today (null ends stay null). */
export function clampRangeToToday(range: DashboardDateRange, now: Date): DashboardDateRange {
  const todayEnd = dashboardDayEnd(now);
  const todayStart = dashboardDayStart(now);
  const clamp = (d: Date | null, limit: Date): Date | null => (d && d.getTime() > limit.getTime() ? limit : d);
  return { start: clamp(range.start, todayStart), end: clamp(range.end, todayEnd) };
}

/**
 * §2 custom selection by two clicks or a drag: the whole days from the earlier to the later one (either order),
 * clamped to today. With only the first click the range is that one day.
 */
export function rangeFromSelection(first: Date, second: Date | null, now: Date): DashboardDateRange {
  const other = second ?? first;
  const [a, b] = first.getTime() <= other.getTime() ? [first, other] : [other, first];
  return clampRangeToToday({ start: dashboardDayStart(a), end: dashboardDayEnd(b) }, now);
}

/** §7 /analytics query bounds: epoch ms of the range ends, null for All Time. */
export function analyticsBounds(range: DashboardDateRange): { start: number | null; end: number | null } {
  return { start: range.start?.getTime() ?? null, end: range.end?.getTime() ?? null };
}

/** §9 year picker: 2019 and the 11 years after it. */
export const yearPickerYears = (): number[] =>
  Array.from({ length: YEAR_PICKER_YEARS }, (_, i) => YEAR_PICKER_FIRST_YEAR + i);

/**
 * A month's calendar cells, Sunday first: null before the 1st and after the last day, day numbers in between; whole
 * weeks and never fewer than 35 cells (§9), so the picker keeps its height from month to month.
 */
export function calendarGrid(year: number, month: number): (number | null)[] {
  const lead = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const size = Math.max(CALENDAR_MIN_CELLS, Math.ceil((lead + days) / 7) * 7);
  return Array.from({ length: size }, (_, i) => (i >= lead && i < lead + days ? i - lead + 1 : null));
}

/** The dashboard day of an instant as a whole number of days since 1970-01-01 at UTC+10 (the rollups' key). */
export const dashboardDayNumber = (epochMs: number): number => Math.floor((epochMs + OFFSET) / DAY);

/** The first instant (epoch ms) of a dashboard day number. */
export const dayNumberStart = (day: number): number => day * DAY - OFFSET;

/** True when epochMs is 00:00:00.000 of a dashboard day. */
export const isDashboardDayStart = (epochMs: number): boolean => dayNumberStart(dashboardDayNumber(epochMs)) === epochMs;

/** True when epochMs is 23:59:59.999 of a dashboard day. */
export const isDashboardDayEnd = (epochMs: number): boolean => isDashboardDayStart(epochMs + 1);
