import { Frame } from 'puppeteer-core';

/**
 * How often a journey's `waitForFunction` asks its question unless the call says otherwise: every 100 ms. Puppeteer's
 * own default asks on every animation frame, which keeps a waiting page's renderer and compositor drawing 60 frames a
 * second; with 173 such waits that was about 20 of the journeys' 340 CPU-seconds (bench/RESULTS.md, fifth series) on
 * a suite bound by its two cores. A wait that needs a question asked on each frame passes `polling: 'raf'`.
 * Page.waitForFunction goes through its main frame's, so this one default covers pages and frames alike.
 */
export const DEFAULT_POLLING_MS = 100;

type WaitForFunction = Frame['waitForFunction'];
type WaitOptions = Parameters<WaitForFunction>[1];
type Untyped = (this: Frame, fn: unknown, options?: WaitOptions, ...args: unknown[]) => ReturnType<WaitForFunction>;
// The generic signature cannot be restated for a wrapper; arguments pass through unchanged, only the default differs.
const askEveryFrame = Frame.prototype.waitForFunction as unknown as Untyped;
const askEvery100Ms: Untyped = function waitForFunction(fn, options = {}, ...args) {
  return askEveryFrame.call(this, fn, { polling: DEFAULT_POLLING_MS, ...options }, ...args);
};
Frame.prototype.waitForFunction = askEvery100Ms as unknown as WaitForFunction;
