import { useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { BlockStack, Button, InlineStack, Select, Text } from '@shopify/polaris';
import { ChevronLeftIcon, ChevronRightIcon } from '@shopify/polaris-icons';
import {
  calendarGrid,
  dashboardDate,
  dashboardDayAt,
  isSelectableDay,
  YEAR_PICKER_FIRST_YEAR,
  yearPickerYears,
  type DashboardDateRange,
} from '@cartlift/domain';
import { monthName } from './metricFormat';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

// Inline styles with Polaris tokens: the remote ships no stylesheet of its own.
const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 2.25rem)',
  gap: '2px',
  userSelect: 'none',
  // A finger dragging across days selects them instead of scrolling the page.
  touchAction: 'none',
};
const WEEKDAY: CSSProperties = { textAlign: 'center', fontSize: '0.75rem', color: 'var(--p-color-text-secondary)' };
const dayStyle = (inRange: boolean, selectable: boolean): CSSProperties => ({
  height: '2.25rem',
  border: 0,
  borderRadius: 'var(--p-border-radius-200)',
  background: inRange ? 'var(--p-color-bg-fill-brand)' : 'transparent',
  color: inRange ? 'var(--p-color-text-brand-on-bg-fill)' : selectable ? 'inherit' : 'var(--p-color-text-disabled)',
  cursor: selectable ? 'pointer' : 'not-allowed',
  font: 'inherit',
});

/** Props of {@link CalendarMonth}. */
export interface CalendarMonthProps {
  now: Date;
  /** The shop's time zone: the grid's days are its calendar days. */
  zone: string;
  range: DashboardDateRange;
  /** Called with the two days picked (either order); the caller turns them into whole days, clamped to today. */
  onSelect(first: Date, second: Date): void;
}

/**
 * cart-and-shop.md §2 custom selection: a month grid (at least 35 cells, cart-and-shop.md §9) where a range is picked
 * by two clicks or by dragging from one day to another with a mouse, pen or finger (pointer events); days after today
 * cannot be picked. Month arrows and a year picker over the 12 years from 2019, the years after this one listed but
 * disabled. Keyboard: Enter or Space on a day acts as a click.
 */
export function CalendarMonth({ now, zone, range, onSelect }: CalendarMonthProps) {
  const today = dashboardDate(now, zone);
  const shown = range.end ? dashboardDate(range.end, zone) : today;
  const [view, setView] = useState({ year: shown.year, month: shown.month });
  const [pending, setPending] = useState<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);

  const dayAt = (d: number) => dashboardDayAt(view.year, view.month, d, zone).getTime();
  const move = (delta: number) => {
    const m = view.month + delta;
    setView({ year: view.year + Math.floor(m / 12), month: ((m % 12) + 12) % 12 });
  };
  const atFirst = view.year === YEAR_PICKER_FIRST_YEAR && view.month === 0;
  const atToday = view.year === today.year && view.month === today.month;

  const click = (t: number) => {
    if (pending === null) {
      setPending(t);
      return;
    }
    setPending(null);
    onSelect(new Date(pending), new Date(t));
  };
  const pointerDown = (e: PointerEvent<HTMLButtonElement>, t: number) => {
    // Touch pointers are captured by the cell they start on; released, the cells under the finger get enter and up.
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    setDragFrom(t);
    setHover(t);
  };
  const pointerUp = (t: number) => {
    const from = dragFrom;
    setDragFrom(null);
    if (from !== null && from !== t) {
      setPending(null);
      onSelect(new Date(from), new Date(t));
    } else click(t);
  };
  const key = (e: KeyboardEvent, t: number) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    click(t);
  };

  // While picking, the candidate range follows the pointer; otherwise the committed range is highlighted.
  const anchor = dragFrom ?? pending;
  const [lo, hi] =
    anchor !== null
      ? [Math.min(anchor, hover ?? anchor), Math.max(anchor, hover ?? anchor)]
      : [range.start?.getTime() ?? -1, range.end?.getTime() ?? -1];

  const years = yearPickerYears().map((y) => ({ label: String(y), value: String(y), disabled: y > today.year }));

  return (
    <BlockStack gap="200">
      <InlineStack align="space-between" blockAlign="center" gap="200">
        <Button
          icon={ChevronLeftIcon}
          accessibilityLabel="Previous month"
          disabled={atFirst}
          onClick={() => move(-1)}
        />
        <InlineStack gap="200" blockAlign="center">
          <Text as="span" variant="headingSm">
            {monthName(view.month, 'long')}
          </Text>
          <Select
            label="Year"
            labelHidden
            options={years}
            value={String(view.year)}
            onChange={(y) =>
              setView({
                year: Number(y),
                month: Number(y) === today.year ? Math.min(view.month, today.month) : view.month,
              })
            }
          />
        </InlineStack>
        <Button icon={ChevronRightIcon} accessibilityLabel="Next month" disabled={atToday} onClick={() => move(1)} />
      </InlineStack>
      <div
        style={GRID}
        role="grid"
        aria-label={`${monthName(view.month, 'long')} ${view.year}`}
        onPointerLeave={() => setHover(null)}
      >
        {WEEKDAYS.map((w) => (
          <span key={w} style={WEEKDAY} role="columnheader">
            {w}
          </span>
        ))}
        {calendarGrid(view.year, view.month).map((d, i) => {
          if (d === null) return <span key={`empty-${i}`} aria-hidden="true" />;
          const t = dayAt(d);
          const selectable = isSelectableDay(new Date(t), now, zone);
          const inRange = t >= lo && t <= hi;
          return (
            <button
              key={t}
              type="button"
              role="gridcell"
              style={dayStyle(inRange, selectable)}
              aria-selected={inRange}
              aria-label={`${monthName(view.month, 'long')} ${d}, ${view.year}`}
              disabled={!selectable}
              onPointerDown={(e) => pointerDown(e, t)}
              onPointerEnter={() => setHover(t)}
              onPointerUp={() => pointerUp(t)}
              onKeyDown={(e) => key(e, t)}
            >
              {d}
            </button>
          );
        })}
      </div>
      <Text as="p" variant="bodySm" tone="subdued">
        {anchor !== null ? 'Pick the other end of the range' : 'Click two days, or drag across them'}
      </Text>
    </BlockStack>
  );
}
