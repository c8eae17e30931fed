import '@shopify/polaris-viz/build/esm/styles.css';
import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import type { ChartPoint } from '@cartlift/domain';
import { pointLabel } from './metricFormat';

/** Props of {@link MetricChart}. */
export interface MetricChartProps {
  title: string;
  points: ChartPoint[];
  format(value: number): string;
  /** The shop's time zone: the days the points stand for. */
  zone: string;
}

const DAY_MS = 86_400_000;

/**
 * One metric's line (Polaris Viz). This module is the only one that imports @shopify/polaris-viz and is loaded with
 * React.lazy, so the library's weight lands in a chunk only the Dashboard fetches.
 */
export default function MetricChart({ title, points, format, zone }: MetricChartProps) {
  const monthly = points.length > 1 && points[1].x - points[0].x > 2 * DAY_MS;
  const data = [{ name: title, data: points.map((p) => ({ key: pointLabel(p.x, monthly, zone), value: p.y })) }];
  return (
    <PolarisVizProvider>
      <div style={{ height: 200 }} aria-label={`${title} chart`} role="img">
        <LineChart
          data={data}
          theme="Light"
          showLegend={false}
          isAnimated={false}
          yAxisOptions={{ labelFormatter: (v) => format(Number(v ?? 0)) }}
          tooltipOptions={{ valueFormatter: (v) => format(Number(v ?? 0)) }}
        />
      </div>
    </PolarisVizProvider>
  );
}
