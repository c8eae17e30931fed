/**
 * The dashboard date range (cart-and-shop.md §2 Dashboard, §7 analytics calls, §9). A dashboard day is a calendar day
 * in the shop's time zone (Shopify's `ianaTimezone`, which the gateway stores as the shop's `iana_timezone`): it runs
 * from local 00:00:00.000 to the instant before the next local midnight, and the start/end sent to /analytics are those
 * instants in epoch ms. The spec's "day bounds at offset +10" is the zone of a shop whose time zone is not known
 * (DASHBOARD_DEFAULT_ZONE), so rollups written before shops had one keep their days. Weeks start on Sunday (Polaris
 * DatePicker's default). Every function takes `now` and the zone; none reads the clock.
 */

/** cart-and-shop.md §7/§9 day bounds offset, in hours east of UTC, for a shop whose time zone is not known. */
export const DASHBOARD_UTC_OFFSET_HOURS = 10;
/** That offset as an IANA zone (POSIX-style names invert the sign: Etc/GMT-10 is UTC+10, without daylight saving). */
export const DASHBOARD_DEFAULT_ZONE = 'Etc/GMT-10';
/** cart-and-shop.md §9 year picker: 12 years from 2019. */
export const YEAR_PICKER_FIRST_YEAR = 2019;
/** cart-and-shop.md §9 year picker length. */
export const YEAR_PICKER_YEARS = 12;
/** cart-and-shop.md §9 calendar grid: at least 35 cells. */
export const CALENDAR_MIN_CELLS = 35;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether `zone` is an IANA time zone this runtime knows (what Shopify's ianaTimezone holds). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in `zone` at instant `t`, written as if it were UTC (so its UTC fields are the local ones). */
function wallClock(t: number, zone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(t))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + (((t % 1000) + 1000) % 1000);
}

/** The local calendar date of an instant as days since 1970-01-01 (the rollups' key). */
export const dashboardDayNumber = (epochMs: number, zone: string): number => Math.floor(wallClock(epochMs, zone) / DAY);

/**
 * The first instant (epoch ms) of a local day number: local midnight, found from the zone's offset (twice, so a day
 * whose offset changes overnight is right); where midnight itself is skipped by a clock change, the day's first hour.
 */
export function dayNumberStart(day: number, zone: string): number {
  const midnight = day * DAY;
  let t = midnight - (wallClock(midnight, zone) - midnight);
  t = midnight - (wallClock(t, zone) - t);
  while (dashboardDayNumber(t, zone) < day) t += HOUR;
  while (dashboardDayNumber(t - 1, zone) >= day) t -= HOUR;
  return t;
}

/** The local calendar date of an instant (month 0-11, weekday 0 = Sunday). */
export function dashboardDate(t: Date, zone: string): { year: number; month: number; day: number; weekday: number } {
  const s = new Date(dashboardDayNumber(t.getTime(), zone) * DAY);
  return { year: s.getUTCFullYear(), month: s.getUTCMonth(), day: s.getUTCDate(), weekday: s.getUTCDay() };
}

/** The first instant of a local calendar date (month 0-11; overflowing days roll over like Date.UTC). */
export const dashboardDayAt = (year: number, month: number, day: number, zone: string): Date =>
  new Date(dayNumberStart(Date.UTC(year, month, day) / DAY, zone));

/** Local 00:00:00.000 of the day containing t. */
export const dashboardDayStart = (t: Date, zone: string): Date =>
  new Date(dayNumberStart(dashboardDayNumber(t.getTime(), zone), zone));

/** The last instant (local 23:59:59.999, or the instant before the next day's first) of the day containing t. */
export const dashboardDayEnd = (t: Date, zone: string): Date =>
  new Date(dayNumberStart(dashboardDayNumber(t.getTime(), zone) + 1, zone) - 1);

/** cart-and-shop.md §2 presets, in the order the picker lists them. */
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

/** A dashboard range; All Time is both null (cart-and-shop.md §2 "all time is represented by null dates"). */
export interface DashboardDateRange {
  start: Date | null;
  end: Date | null;
}

const lastInstantBefore = (t: Date): Date => new Date(t.getTime() - 1);

/** The range a preset stands for on `now`; ranges that include today end at the end of today. */
export function presetRange(preset: DateRangePreset, now: Date, zone: string): DashboardDateRange {
  const { year, month, day, weekday } = dashboardDate(now, zone);
  const at = (y: number, m: number, d: number) => dashboardDayAt(y, m, d, zone);
  const todayEnd = dashboardDayEnd(now, zone);
  const weekStart = at(year, month, day - weekday);
  const monthStart = at(year, month, 1);
  switch (preset) {
    case 'Today':
      return { start: at(year, month, day), end: todayEnd };
    case 'Yesterday':
      return { start: at(year, month, day - 1), end: lastInstantBefore(at(year, month, day)) };
    case 'This Week':
      return { start: weekStart, end: todayEnd };
    case 'Last Week':
      return { start: at(year, month, day - weekday - 7), end: lastInstantBefore(weekStart) };
    case 'This Month':
      return { start: monthStart, end: todayEnd };
    case 'Last Month':
      return { start: at(year, month - 1, 1), end: lastInstantBefore(monthStart) };
    case 'All Time':
      return { start: null, end: null };
  }
}

/** cart-and-shop.md §2 "The range cannot go beyond today": a day after today is not selectable. */
export const isSelectableDay = (day: Date, now: Date, zone: string): boolean =>
  dashboardDayNumber(day.getTime(), zone) <= dashboardDayNumber(now.getTime(), zone);

/** Pulls any part of a range that lies after today back to today (null ends stay null). */
export function clampRangeToToday(range: DashboardDateRange, now: Date, zone: string): DashboardDateRange {
  const todayEnd = dashboardDayEnd(now, zone);
  const todayStart = dashboardDayStart(now, zone);
  const clamp = (d: Date | null, limit: Date): Date | null => (d && d.getTime() > limit.getTime() ? limit : d);
  return { start: clamp(range.start, todayStart), end: clamp(range.end, todayEnd) };
}

/**
 * cart-and-shop.md §2 custom selection by two clicks or a drag: the whole days from the earlier to the later one
 * (either order), clamped to today. With only the first click the range is that one day.
 */
export function rangeFromSelection(first: Date, second: Date | null, now: Date, zone: string): DashboardDateRange {
  const other = second ?? first;
  const [a, b] = first.getTime() <= other.getTime() ? [first, other] : [other, first];
  return clampRangeToToday({ start: dashboardDayStart(a, zone), end: dashboardDayEnd(b, zone) }, now, zone);
}

/** cart-and-shop.md §7 /analytics query bounds: epoch ms of the range ends, null for All Time. */
export function analyticsBounds(range: DashboardDateRange): { start: number | null; end: number | null } {
  return { start: range.start?.getTime() ?? null, end: range.end?.getTime() ?? null };
}

/** cart-and-shop.md §9 year picker: 2019 and the 11 years after it. */
export const yearPickerYears = (): number[] =>
  Array.from({ length: YEAR_PICKER_YEARS }, (_, i) => YEAR_PICKER_FIRST_YEAR + i);

/**
 * A month's calendar cells, Sunday first: null before the 1st and after the last day, day numbers in between; whole
 * weeks and never fewer than 35 cells (cart-and-shop.md §9), so the picker keeps its height from month to month.
 */
export function calendarGrid(year: number, month: number): (number | null)[] {
  const lead = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const size = Math.max(CALENDAR_MIN_CELLS, Math.ceil((lead + days) / 7) * 7);
  return Array.from({ length: size }, (_, i) => (i >= lead && i < lead + days ? i - lead + 1 : null));
}

/** True when epochMs is the first instant of a day in `zone`. */
export const isDashboardDayStart = (epochMs: number, zone: string): boolean =>
  dayNumberStart(dashboardDayNumber(epochMs, zone), zone) === epochMs;

/** True when epochMs is the last instant of a day in `zone`. */
export const isDashboardDayEnd = (epochMs: number, zone: string): boolean => isDashboardDayStart(epochMs + 1, zone);
