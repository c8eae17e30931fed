import type { Frame, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';

/**
 * The requests a page sends that a filter picks, counted as they go out and as they end (answered or failed). A
 * journey that checks that nothing changed waits on this instead of sleeping: "nothing changed" only means something
 * once the answers that could have changed it are in, however slowly a loaded machine delivers them.
 */
export interface RequestLog {
  /** Requests sent so far. */
  readonly sent: number;
  /** The requests sent, oldest first. */
  readonly requests: readonly HTTPRequest[];
  /** Requests sent and not yet answered or failed. */
  readonly pending: number;
  /** The answers received, oldest first. */
  readonly answers: readonly HTTPResponse[];
  /** Resolves once at least `atLeast` requests were sent and every request sent so far has ended. */
  quiet(options?: { atLeast?: number; timeout?: number }): Promise<void>;
  /** Stops recording. */
  stop(): void;
}

/** Starts recording `page`'s requests that `match` picks (all of them by default; data: URLs never reach the network). */
export function trackRequests(page: Page, match: (request: HTTPRequest) => boolean = () => true): RequestLog {
  const open = new Set<HTTPRequest>();
  const requests: HTTPRequest[] = [];
  const answers: HTTPResponse[] = [];
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((w) => w());
  const picks = (r: HTTPRequest) => !r.url().startsWith('data:') && match(r);
  const onRequest = (r: HTTPRequest) => {
    if (!picks(r)) return;
    requests.push(r);
    open.add(r);
    changed();
  };
  const onEnd = (r: HTTPRequest) => {
    if (!open.delete(r)) return;
    const answer = r.response();
    if (answer) answers.push(answer);
    changed();
  };
  // A frame removed while loading (the admin replaces its preview iframe as a screen loads) takes its requests with it,
  // and no requestfinished or requestfailed ever comes for them: they count as ended, or quiet() would wait them out
  // until its timeout and fail (seen for preview.html and preview.js).
  const onDetach = (frame: Frame) => {
    for (const r of open) if (r.frame() === frame || r.frame()?.detached) onEnd(r);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  page.on('framedetached', onDetach);
  return {
    get sent() {
      return requests.length;
    },
    requests,
    get pending() {
      return open.size;
    },
    answers,
    quiet({ atLeast = 0, timeout = 20_000 } = {}) {
      const done = () => requests.length >= atLeast && open.size === 0;
      if (done()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!done()) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const still = [...open].map((r) => `${r.method()} ${r.url()}`).join(', ') || 'none';
          reject(new Error(`requests never went quiet (${requests.length} sent, wanted ${atLeast}; still open: ${still})`));
        }, timeout);
        waiters.add(check);
      });
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
      page.off('framedetached', onDetach);
      waiters.clear();
    },
  };
}

/**
 * Resolves once the page has finished reacting: every request it sent (that `log` records, started before the action)
 * has ended, and it then reached an idle moment, after the idle callbacks it had queued itself, without sending another.
 * Idle comes after every task already queued (answers being read, renders, load and error events), so a page still
 * reacting to an answer shows it as a new request in the next round.
 */
export async function pageSettled(page: Page, log: RequestLog, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const before = log.sent;
    await log.quiet({ timeout: Math.max(0, deadline - Date.now()) });
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
    if (log.sent === before && log.pending === 0) return;
    if (Date.now() > deadline) throw new Error(`the page never settled: ${log.sent} requests sent, ${log.pending} still open`);
  }
}
