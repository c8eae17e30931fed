import type { Frame, Page } from 'puppeteer-core';

/** The WCAG 2 A/AA rule tags axe-core checks in the journeys. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (loaded from node_modules into the page or frame: axe sees no further than the document it runs in) on `selector` and returns the serious and critical WCAG 2
 * A/AA violations, each with the elements it found, so a failing expectation names what to fix.
 */
export async function seriousAxeViolations(page: Page | Frame, selector: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  // Colours are read as drawn: a toast or bar fading in (or out) is half transparent for its transition, and axe read
  // one such frame as a contrast failure. Finite animations and transitions end first (a spinner's endless one never
  // does, and changes no colour axe reads).
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity),
    { timeout: 10_000 },
  );
  return page.evaluate(async (include, tags) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [include] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, selector, WCAG_TAGS);
}
