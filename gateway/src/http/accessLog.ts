import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * The access log as the app's middleware: one `request` line per answer Express gives, written when it has been sent:
 * method, path, status and milliseconds taken. The lookup's replay (public/lookupReplay.ts) answers without Express
 * and counts its answers in a line a second instead (answerTally, below).
 */
export const accessLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    // Read now, before any router: a router mounted at a path (app.use('/public', …)) takes its prefix off `req.url`
    // while its routes run, so read at 'finish' it was '/campaigns' for /public/campaigns and '/' for every /graphql
    // call.
    const { path } = req;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };

/** Most shops one tally line names by name; the others are summed in `otherShops` and `otherAnswers`. */
export const TALLY_SHOPS = 50;

/** Counts answers per shop for answerTally's line. */
export interface AnswerTally {
  count(shop: string): void;
}

/**
 * Answers of one kind (`method`, `path`, status 200) counted per shop and written as one `answers` line at most once
 * per `everyMs`: `{method, path, status, answers, shops: {shop: n, ...}}`, the busiest TALLY_SHOPS shops by name.
 * Why: the lookup's replay writes the same bytes again (public/lookupReplay.ts), up to thousands a second per process,
 * and a `request` line each said nothing but that: about 86 million lines a day per process at 1,000 a second, and
 * 14 µs of a replayed answer's 69-79 (54-60 with the tally; bench/RESULTS.md, seventeenth series). The line keeps who
 * asked how often. A count is taken when the answer is written; the counts of the last `everyMs` before a process
 * exits are lost.
 */
export function answerTally(logger: Logger, method: string, path: string, everyMs = 1000): AnswerTally {
  let counts = new Map<string, number>();
  let pending: NodeJS.Timeout | undefined;
  const write = (): void => {
    pending = undefined;
    const busiest = [...counts].sort((a, b) => b[1] - a[1]);
    counts = new Map();
    const named = busiest.slice(0, TALLY_SHOPS);
    const others = busiest.slice(TALLY_SHOPS);
    const sum = (list: Array<[string, number]>): number => list.reduce((n, [, c]) => n + c, 0);
    logger.info(
      {
        method,
        path,
        status: 200,
        answers: sum(busiest),
        shops: Object.fromEntries(named),
        ...(others.length ? { otherShops: others.length, otherAnswers: sum(others) } : {}),
      },
      'answers',
    );
  };
  return {
    count(shop) {
      counts.set(shop, (counts.get(shop) ?? 0) + 1);
      // A timer only while there is something to write: an idle process (or a test's app) keeps none.
      pending ??= setTimeout(write, everyMs).unref();
    },
  };
}
