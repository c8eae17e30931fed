import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

/** One point of the line: its label on the x axis and in the tooltip, and its value. */
export interface LinePoint {
  key: string;
  value: number;
}

/** Props of {@link LineSvg}. */
export interface LineSvgProps {
  points: LinePoint[];
  format(value: number): string;
  /** Height in px; the width follows the container. */
  height: number;
}

/** The width drawn before the container has reported its own (jsdom, or the first frame). */
const FALLBACK_WIDTH = 400;
const PAD = { top: 8, right: 12, bottom: 22, left: 8 };
/** Rough width of a label character at 11 px, to leave the y labels their room without measuring text. */
const CHAR_PX = 6.5;
/** How many gridlines (and y labels) the value axis has above zero. */
const Y_STEPS = 2;

const LABEL: CSSProperties = { fontSize: 11, fill: 'var(--p-color-text-secondary, #616161)' };
const TOOLTIP: CSSProperties = {
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  padding: '4px 8px',
  borderRadius: 8,
  fontSize: 12,
  background: 'var(--p-color-bg-surface, #fff)',
  boxShadow: 'var(--p-shadow-300, 0 4px 8px rgba(0,0,0,.15))',
};

/** The smallest 1, 2 or 5 × 10ⁿ at or above `v`, so gridlines fall on round values (0 for an all-zero series: 1). */
export function niceCeiling(v: number): number {
  if (!(v > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(v));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= v) ?? 10;
  return step * magnitude;
}

/**
 * The value axis' top: round (niceCeiling), and for a series of whole numbers (carts, orders, units) a multiple of the
 * gridline count, so no gridline reads half an order.
 */
export function axisTop(values: number[]): number {
  const top = niceCeiling(Math.max(0, ...values));
  return values.every(Number.isInteger) ? Math.ceil(top / Y_STEPS) * Y_STEPS : top;
}

/** The width of the element under `ref`, following its resizes. */
function useWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A metric's line as plain SVG: round gridlines with the values in the card's format, the first, middle and last
 * labels under the line, a dot per point and the hovered point's value in a tooltip. Written for the Dashboard in
 * place of Polaris Viz (105 KB gzip with d3 and react-spring, bench/RESULTS.md): it draws only what the cards show.
 * For the eye only: MetricChart hides it from assistive tech and gives the same series as a table.
 */
export function LineSvg({ points, format, height }: LineSvgProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [hover, setHover] = useState<number | null>(null);
  const top = axisTop(points.map((p) => p.value));
  const ticks = Array.from({ length: Y_STEPS + 1 }, (_, i) => (top * i) / Y_STEPS);
  const left = PAD.left + Math.max(...ticks.map((t) => format(t).length)) * CHAR_PX + 8;
  const plotWidth = Math.max(1, width - left - PAD.right);
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (i: number) => left + (points.length > 1 ? (i * plotWidth) / (points.length - 1) : plotWidth / 2);
  const y = (v: number) => PAD.top + plotHeight - (Math.max(0, v) / top) * plotHeight;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join('');
  const labelled = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  const nearest = (clientX: number, rect: DOMRect) => {
    const at = ((clientX - rect.left - left) / plotWidth) * (points.length - 1);
    return Math.min(points.length - 1, Math.max(0, Math.round(at)));
  };
  return (
    <div ref={box} style={{ position: 'relative', height }}>
      <svg
        width={width}
        height={height}
        onMouseMove={(e) => setHover(nearest(e.clientX, e.currentTarget.getBoundingClientRect()))}
        onMouseLeave={() => setHover(null)}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="var(--p-color-border-secondary, #ebebeb)" />
            <text x={left - 8} y={y(t)} dy="0.35em" textAnchor="end" style={LABEL}>
              {format(t)}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text key={i} x={x(i)} y={height - 6} textAnchor={i === 0 && points.length > 1 ? 'start' : i === points.length - 1 && i > 0 ? 'end' : 'middle'} style={LABEL}>
            {points[i].key}
          </text>
        ))}
        {hover !== null && <line x1={x(hover)} x2={x(hover)} y1={PAD.top} y2={PAD.top + plotHeight} stroke="var(--p-color-border, #e3e3e3)" />}
        <path d={line} fill="none" strokeWidth={2} style={{ stroke: 'var(--p-color-bg-fill-info-active, #0094d5)' }} />
        {points.map((p, i) => (
          <circle key={p.key} cx={x(i)} cy={y(p.value)} r={hover === i ? 4 : 2} style={{ fill: 'var(--p-color-bg-fill-info-active, #0094d5)' }} />
        ))}
      </svg>
      {hover !== null && (
        <div style={{ ...TOOLTIP, left: x(hover) }}>
          <strong>{points[hover].key}</strong> {format(points[hover].value)}
        </div>
      )}
    </div>
  );
}
