import { render } from 'preact';
import { act } from 'preact/test-utils';
import { formatTimer, remainingSeconds, ScarcityTimer, TIMER_KEY, type ScarcityTimerProps } from './ScarcityTimer';
import { textsFor } from '../common/i18n';

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  sessionStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
});
afterEach(() => {
  render(null, host);
  host.remove();
  jest.useRealTimers();
});

const defaults = { isActive: true, isMinutesActive: true, isSecondsActive: true, minutes: 4, seconds: 49, text: 'Your cart is reserved for {{timer}}', endAction: 'hide', placement: 'top' } as const;
const show = (settings: ScarcityTimerProps['settings'], extra: Partial<ScarcityTimerProps> = {}) =>
  act(() => render(<ScarcityTimer settings={settings} placement="top" texts={textsFor('english')} running {...extra} />, host));
const timer = () => host.querySelector('.cartlift-timer') as HTMLElement | null;
const tick = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('formatTimer', () => {
  it.each([
    [289, {}, '04:49'],
    [3889, { isHoursActive: true }, '01:04:49'],
    [3889, {}, '64:49'],
    [90061, { isDaysActive: true, isHoursActive: true }, '01:01:01:01'],
    [61, { isSecondsActive: false }, '02'],
    [0.5, {}, '00:01'],
  ])('%d s with %j reads %s', (seconds, flags, expected) =>
    expect(formatTimer(seconds, { isMinutesActive: true, isSecondsActive: true, ...flags })).toBe(expected),
  );
});

describe('remainingSeconds', () => {
  it('counts down, stops at zero, or starts over with restart', () => {
    expect(remainingSeconds(0, 289, 10_000, false)).toBe(279);
    expect(remainingSeconds(0, 289, 289_000, false)).toBe(0);
    expect(remainingSeconds(0, 289, 290_000, true)).toBe(288);
  });
});

describe('ScarcityTimer', () => {
  it('renders nothing when off, at the other placement, or with a zero duration', async () => {
    await show(undefined);
    expect(timer()).toBeNull();
    await show({ ...defaults, isActive: false });
    expect(timer()).toBeNull();
    await show({ ...defaults, placement: 'bottom' });
    expect(timer()).toBeNull();
    await show({ ...defaults, minutes: 0, seconds: 0 });
    expect(timer()).toBeNull();
  });

  it('counts down from the default 4 min 49 s with the time in place of {{timer}}', async () => {
    await show(defaults);
    expect(timer()?.textContent).toBe('Your cart is reserved for 04:49');
    expect(timer()?.getAttribute('role')).toBe('timer');
    await tick(1000);
    expect(host.querySelector('.cartlift-timer__clock')?.textContent).toBe('04:48');
    await tick(60_000);
    expect(host.querySelector('.cartlift-timer__clock')?.textContent).toBe('03:48');
  });

  it('keeps counting across a reopen: the start is kept in sessionStorage', async () => {
    await show(defaults);
    await tick(100_000);
    render(null, host);
    await tick(9_000);
    await show(defaults);
    expect(host.querySelector('.cartlift-timer__clock')?.textContent).toBe('03:00');
    expect(sessionStorage.getItem(TIMER_KEY)).toBe(`289:${Date.parse('2026-11-22T10:00:00Z')}`);
  });

  it('hides at zero with endAction hide', async () => {
    await show(defaults);
    await tick(288_000);
    expect(timer()).not.toBeNull();
    await tick(1000);
    expect(timer()).toBeNull();
  });

  it('starts over at zero with endAction restart', async () => {
    await show({ ...defaults, endAction: 'restart' });
    await tick(289_000);
    expect(host.querySelector('.cartlift-timer__clock')?.textContent).toBe('04:49');
  });

  it('a changed duration restarts the countdown', async () => {
    await show(defaults);
    await tick(100_000);
    await show({ ...defaults, minutes: 10, seconds: 0 });
    expect(host.querySelector('.cartlift-timer__clock')?.textContent).toBe('10:00');
  });

  it('appends the clock when the text has no placeholder, and localises the stored default', async () => {
    await show({ ...defaults, text: 'Hurry!' });
    expect(timer()?.textContent).toBe('Hurry! 04:49');
    await act(() => render(<ScarcityTimer settings={defaults} placement="top" texts={textsFor('german')} running />, host));
    expect(timer()?.textContent).toBe('Dein Warenkorb ist reserviert für 04:49');
  });

  it('does not tick while the drawer is closed', async () => {
    await show(defaults, { running: false });
    const before = jest.getTimerCount();
    await show(defaults, { running: false });
    expect(jest.getTimerCount()).toBe(before);
    expect(before).toBe(0);
  });
});
