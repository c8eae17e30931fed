import '@shopify/polaris-viz/build/esm/styles.css';
import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import type { ChartPoint } from '@cartlift/domain';
import { useEffect, useId, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { chartCaption, pointLabel } from './metricFormat';

/** Props of {@link MetricChart}. */
export interface MetricChartProps {
  title: string;
  points: ChartPoint[];
  format(value: number): string;
  /** The shop's time zone: the days the points stand for. */
  zone: string;
}

const DAY_MS = 86_400_000;

/** Off screen but read by assistive tech (Polaris' visually-hidden text, for an element Polaris' Text cannot be). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The table drawn over the chart while it has keyboard focus, so a sighted keyboard user reads the values too. */
const OVER_CHART: CSSProperties = {
  position: 'absolute',
  inset: 0,
  overflow: 'auto',
  background: 'var(--p-color-bg-surface)',
  outline: '2px solid var(--p-color-border-focus)',
  outlineOffset: -2,
};

/**
 * Takes every element under `ref` out of the Tab order, now and as the library redraws. Polaris Viz makes each point
 * of a line a tab stop (27 a month, 8 charts: over 200 stops before the rest of the page), inside a chart hidden from
 * assistive tech, which would leave keyboard users on elements a screen reader does not announce.
 */
function useOutOfTabOrder(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const demote = () => root.querySelectorAll('[tabindex]:not([tabindex="-1"])').forEach((el) => el.setAttribute('tabindex', '-1'));
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * One metric's line (Polaris Viz). This module is the only one that imports @shopify/polaris-viz and is loaded with
 * React.lazy, so the library's weight lands in a chunk only the Dashboard fetches.
 *
 * Polaris Viz's SVG reads out as nothing useful (an unnamed image per point, a table whose rows a browser cannot find),
 * so it is hidden from assistive tech and the Tab order, and the same series is given as a table: each day (or month)
 * with its value in the card's format, under a caption naming the metric and the range. The table is one tab stop,
 * visually hidden until it has focus, then drawn over the chart.
 */
export default function MetricChart({ title, points, format, zone }: MetricChartProps) {
  const monthly = points.length > 1 && points[1].x - points[0].x > 2 * DAY_MS;
  const labelled = points.map((p) => ({ key: pointLabel(p.x, monthly, zone), value: p.y }));
  const data = [{ name: title, data: labelled }];
  const chart = useRef<HTMLDivElement>(null);
  useOutOfTabOrder(chart);
  const [focused, setFocused] = useState(false);
  const captionId = useId();
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <div ref={chart} style={{ height: 200 }} aria-hidden="true">
        <PolarisVizProvider>
          <LineChart
            data={data}
            theme="Light"
            showLegend={false}
            isAnimated={false}
            yAxisOptions={{ labelFormatter: (v) => format(Number(v ?? 0)) }}
            tooltipOptions={{ valueFormatter: (v) => format(Number(v ?? 0)) }}
          />
        </PolarisVizProvider>
      </div>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        style={focused ? OVER_CHART : VISUALLY_HIDDEN}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <table style={{ width: '100%', textAlign: 'start' }}>
          <caption id={captionId}>{chartCaption(title, labelled.map((p) => p.key), monthly)}</caption>
          <thead>
            <tr>
              <th scope="col">{monthly ? 'Month' : 'Day'}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {labelled.map((p) => (
              <tr key={p.key}>
                <th scope="row">{p.key}</th>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
