import type { ChartPoint } from '@cartlift/domain';
import { useId, useState, type CSSProperties } from 'react';
import { LineSvg } from './LineSvg';
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

/** The chart's height in px (MetricCard's skeleton holds the same, so the chart arriving shifts nothing). */
export const CHART_HEIGHT = 200;

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
 * One metric's line (LineSvg, plain SVG). A drawn line reads out as nothing useful, so it is hidden from assistive tech
 * and the same series is given as a table: each day (or month) with its value in the card's format, under a caption
 * naming the metric and the range. The table is one tab stop, visually hidden until it has focus, then drawn over the
 * chart.
 */
export function MetricChart({ title, points, format, zone }: MetricChartProps) {
  const monthly = points.length > 1 && points[1].x - points[0].x > 2 * DAY_MS;
  const labelled = points.map((p) => ({ key: pointLabel(p.x, monthly, zone), value: p.y }));
  const [focused, setFocused] = useState(false);
  const captionId = useId();
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <div aria-hidden="true">
        <LineSvg points={labelled} format={format} height={CHART_HEIGHT} />
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
