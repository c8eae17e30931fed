import { useState } from 'react';
import { BlockStack, Box, Button, Card, Collapsible, InlineStack, Select, Text } from '@shopify/polaris';
import { CalendarIcon } from '@shopify/polaris-icons';
import {
  DATE_RANGE_PRESETS,
  presetRange,
  rangeFromSelection,
  type DashboardDateRange,
  type DateRangePreset,
} from '@cartlift/domain';
import { CalendarMonth } from './CalendarMonth';
import { rangeLabel } from './metricFormat';

/** What the dashboard shows: a preset's range or a custom one. */
export interface DashboardSelection {
  preset: DateRangePreset | 'Custom';
  range: DashboardDateRange;
}

/** The selection a preset stands for on `now`, in the shop's time zone. */
export const selectPreset = (preset: DateRangePreset, now: Date, zone: string): DashboardSelection => ({
  preset,
  range: presetRange(preset, now, zone),
});

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps {
  value: DashboardSelection;
  /** The shop's time zone (Shopify's ianaTimezone): "today" and every day are the shop's. */
  zone: string;
  onChange(value: DashboardSelection): void;
}

const CALENDAR_ID = 'cartlift-dashboard-calendar';

/**
 * cart-and-shop.md §2 date range: a select of the seven presets, and a calendar that opens in place for a custom range
 * (two clicks or a drag). In place rather than in a popover so the page never hides the figures it is changing. "Now"
 * is read again on each preset choice and each opening of the calendar: a page left open past the shop's midnight then
 * means the new day. The day is the shop's (its time zone), whatever zone the browser is in.
 */
export function DateRangePicker({ value, zone, onChange }: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const options = [
    ...DATE_RANGE_PRESETS.map((p) => ({ value: p, label: p })),
    ...(value.preset === 'Custom' ? [{ value: 'Custom', label: 'Custom' }] : []),
  ];
  return (
    <BlockStack gap="200">
      <InlineStack gap="300" blockAlign="end">
        <Box minWidth="12rem">
          <Select
            label="Date range"
            options={options}
            value={value.preset}
            onChange={(p) => {
              if (p === 'Custom') return;
              const at = new Date();
              setNow(at);
              onChange(selectPreset(p as DateRangePreset, at, zone));
            }}
          />
        </Box>
        <Button
          icon={CalendarIcon}
          onClick={() => {
            if (!open) setNow(new Date());
            setOpen(!open);
          }}
          ariaExpanded={open}
          ariaControls={CALENDAR_ID}
          pressed={open}
        >
          Custom range
        </Button>
        <Text as="span" tone="subdued">
          {rangeLabel(value.range.start, value.range.end, zone)}
        </Text>
      </InlineStack>
      <Collapsible open={open} id={CALENDAR_ID}>
        <Box maxWidth="22rem">
          <Card>
            <CalendarMonth
              now={now}
              zone={zone}
              range={value.range}
              onSelect={(a, b) => {
                onChange({ preset: 'Custom', range: rangeFromSelection(a, b, now, zone) });
                setOpen(false);
              }}
            />
          </Card>
        </Box>
      </Collapsible>
    </BlockStack>
  );
}
