import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Lines are handed to the OS in batches of at least this many bytes, or every LOG_FLUSH_MS, instead of one write per
 * line: pino's asynchronous mode as its documentation sets it up (`minLength` and a periodic flush). Why: the access
 * log writes a line per request, and on the storefront lookup's replayed path (public/lookupReplay.ts) the write per
 * line was about as much CPU as the rest of the answer's own work (issue 25, 2026-11-28 profile). A line waits at most
 * LOG_FLUSH_MS; pino writes what is left on exit, a crash's `process.exit` included; a killed process (SIGKILL) loses
 * at most one batch.
 */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Structured JSON logs; access, refresh and session tokens never reach them. To stdout by default, batched (above);
 * `dest` elsewhere (a file path or descriptor: the lookup bench logs as production does, into /dev/null).
 */
export function createLogger(level: string, dest: string | number = 1): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gateway' },
    redact: [
      'req.headers.authorization',
      'accessToken',
      'access_token',
      '*.access_token',
      'refreshToken',
      'refresh_token',
      '*.refresh_token',
      'headers["x-shopify-access-token"]',
    ],
  };
  if (level === 'silent') return pino(options);
  const destination = pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES });
  // With a callback: a flush after the stream has ended (at exit) reports, instead of throwing from a timer.
  setInterval(() => destination.flush(() => undefined), LOG_FLUSH_MS).unref();
  return pino(options, destination);
}
