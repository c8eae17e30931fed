import { useEffect, useState } from 'react';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { Texts } from '../common/i18n';
import { localize } from '../common/i18n';
import { bannerLook } from './Announcement';

type Scary = NonNullable<WidgetSettings['scary']>;

/** sessionStorage key of the shopper's timer start: reopening the cart in the same tab session keeps counting. */
export const TIMER_KEY = 'cartlift:timer';
const UNITS: [keyof Scary, number][] = [
  ['isDaysActive', 86400],
  ['isHoursActive', 3600],
  ['isMinutesActive', 60],
  ['isSecondsActive', 1],
];

/** The configured duration in seconds (cart-and-shop.md §9 default 4 min 49 s). */
export const timerDuration = (s: Scary): number =>
  (s.days ?? 0) * 86400 + (s.hours ?? 0) * 3600 + (s.minutes ?? 4) * 60 + (s.seconds ?? 49);

/**
 * The remaining time as two-digit units joined by ':' (only the switched-on units; hidden larger units roll into the
 * largest shown one, e.g. 1 h 4 min without hours reads 64:49). The smallest shown unit rounds up, so it never reads
 * zero while time is left.
 */
export function formatTimer(seconds: number, s: Scary): string {
  let units = UNITS.filter(([flag]) => s[flag] ?? (flag === 'isMinutesActive' || flag === 'isSecondsActive'));
  if (!units.length) units = UNITS.slice(2);
  const smallest = units[units.length - 1][1];
  const total = Math.ceil(seconds / smallest) * smallest;
  return units
    .map(([, size], i) => String(Math.floor((i ? total % units[i - 1][1] : total) / size)).padStart(2, '0'))
    .join(':');
}

/** When this shopper's countdown started: read from sessionStorage, or now (stored); a changed duration restarts it. */
function startedAt(duration: number, now: number): number {
  try {
    const [d, start] = (sessionStorage.getItem(TIMER_KEY) ?? '').split(':').map(Number);
    if (d === duration && start <= now) return start;
    sessionStorage.setItem(TIMER_KEY, `${duration}:${now}`);
  } catch {
    // Storage blocked (private mode, sandboxed preview): the timer still runs for this page view.
  }
  return now;
}

/** Seconds left at `now`; with endAction restart the countdown starts over each time it reaches zero. */
export function remainingSeconds(start: number, duration: number, now: number, restart: boolean): number {
  const elapsed = Math.floor((now - start) / 1000);
  if (elapsed < duration) return duration - elapsed;
  return restart ? duration - (elapsed % duration) : 0;
}

export interface ScarcityTimerProps {
  settings: WidgetSettings['scary'];
  placement: 'top' | 'bottom';
  texts: Texts;
  /** Ticks only while the drawer is open. */
  running: boolean;
}

/**
 * The countdown banner (cart-and-shop.md §3 scary); text has the {{timer}} placeholder, appended when the merchant left
 * it out.
 */
export function ScarcityTimer({ settings, placement, texts, running }: ScarcityTimerProps) {
  const on = !!settings?.isActive && (settings.placement ?? 'top') === placement;
  const duration = settings ? timerDuration(settings) : 0;
  const [start, setStart] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (on && duration > 0) setStart(startedAt(duration, Date.now()));
  }, [on, duration]);
  useEffect(() => {
    if (!on || !running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [on, running]);
  if (!on || duration <= 0 || !start) return null;
  const left = remainingSeconds(start, duration, Math.max(now, start), settings!.endAction === 'restart');
  if (left <= 0) return null;
  const template = localize(texts)(settings!.text, 'timer');
  const text = /\{\{\s*timer\s*\}\}/.test(template) ? template : `${template} {{timer}}`;
  const [before, after] = text.split(/\{\{\s*timer\s*\}\}/);
  const look = bannerLook(settings!, 'cartlift-timer');
  return (
    <div {...look} role="timer" aria-live="off">
      {before}
      <strong className="cartlift-timer__clock">{formatTimer(left, settings!)}</strong>
      {after}
    </div>
  );
}
