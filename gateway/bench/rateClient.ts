/**
 * The lookup bench's load generator for its fixed-rate latency rounds, in a process of its own (the servers' process
 * does only the servers' work, as in production, where the shoppers' browsers are elsewhere). Takes one
 * `{url, rate, connections, duration}` message per round and answers the round's latency and rate.
 *
 * An open-loop generator, as wrk2 is: request i is due at start + i / rate, evenly spaced, and its latency runs from
 * when it was due to the last byte of its answer. A request due while every connection waits on an answer queues, and
 * that wait counts (coordinated omission is measured, not corrected after the fact). It replaced autocannon's
 * `overallRate`, which measured something else: autocannon gives each connection a quota per second, sends the quota
 * back to back as the second starts and then waits, so the "1,000 req/s" round was a burst at full speed once a
 * second; and its correction for omission fills in samples every `ceil(1 / rate)` = 1 ms below any answer slower than
 * that. Measured 2026-11-28 against a bare `http` server at 1,000 req/s: autocannon p99 16-24 ms, this 4.2 ms.
 *
 * Its own cost stays small: raw keep-alive sockets, one request buffer written as is, answers framed by their
 * Content-Length or chunks and never decoded, a timer tick (not a spin, which would take the core the server needs
 * on a 2-core machine); a send late by a tick counts against the server, so the figures lean high, not low.
 */
import net from 'net';

export interface RateRound {
  url: string;
  rate: number;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}

export interface RateResult {
  p50: number;
  p99: number;
  p999: number;
  rps: number;
  requests: number;
  errors: number;
}

/** One keep-alive connection and the answer it is reading. */
interface Connection {
  socket: net.Socket;
  pending: Buffer;
  /** When the request it waits on was due (performance.now()). */
  due: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * The length of the first whole HTTP answer at the start of `buf` and its status, or null while it is incomplete.
 * Framing only: a Content-Length body, or chunks up to the last (zero) one; our servers send no trailers.
 */
export function answerLength(buf: Buffer): { length: number; status: number } | null {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buf.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buf.length >= end ? { length: end, status } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) throw new Error(`an answer with no length: ${head}`);
  let at = bodyStart;
  for (;;) {
    const lineEnd = buf.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return null;
    const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
    if (size === 0) return buf.length >= lineEnd + 4 ? { length: lineEnd + 4, status } : null;
    at = lineEnd + 2 + size + 2;
    if (at > buf.length) return null;
  }
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

export function runRound(round: RateRound): Promise<RateResult> {
  const url = new URL(round.url);
  const headers = Object.entries(round.headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const request = Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n${headers}\r\n`, 'latin1');
  const total = Math.round(round.rate * round.duration);
  const gap = 1000 / round.rate;
  const latencies: number[] = [];
  const idle: Connection[] = [];
  const queued: number[] = [];
  let sent = 0;
  let errors = 0;
  let start = 0;
  return new Promise((resolve, reject) => {
    const send = (c: Connection, due: number) => {
      c.due = due;
      c.socket.write(request);
    };
    const finish = () => {
      const seconds = (performance.now() - start) / 1000;
      for (const c of idle) c.socket.destroy();
      latencies.sort((a, b) => a - b);
      const ms = (p: number) => Math.round(percentile(latencies, p) * 100) / 100;
      resolve({ p50: ms(0.5), p99: ms(0.99), p999: ms(0.999), rps: latencies.length / seconds, requests: latencies.length, errors });
    };
    const open = (): Connection => {
      const socket = net.connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      const c: Connection = { socket, pending: Buffer.alloc(0), due: 0 };
      socket.on('error', reject);
      socket.on('data', (data: Buffer) => {
        c.pending = c.pending.length ? Buffer.concat([c.pending, data]) : data;
        for (let answer = answerLength(c.pending); answer; answer = answerLength(c.pending)) {
          latencies.push(performance.now() - c.due);
          if (answer.status < 200 || answer.status >= 300) errors++;
          c.pending = c.pending.subarray(answer.length);
          const next = queued.shift();
          if (next !== undefined) send(c, next);
          else idle.push(c);
          if (latencies.length === total) finish();
        }
      });
      return c;
    };
    for (let i = 0; i < round.connections; i++) idle.push(open());
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / gap) + 1);
      for (; sent < due; sent++) {
        const at = start + sent * gap;
        const c = idle.pop();
        if (c) send(c, at);
        else queued.push(at);
      }
      if (sent < total) setTimeout(tick, 0);
    };
    // The connections open before the first request is due, as a browser's pool would be warm.
    setTimeout(() => {
      start = performance.now();
      tick();
    }, 50);
  });
}

// Run as the bench's child (forked); imported by its test, it only exports.
if (require.main === module) {
  process.on('message', (round: RateRound) => {
    void runRound(round).then((result) => process.send?.(result));
  });
  process.on('disconnect', () => process.exit(0));
}
