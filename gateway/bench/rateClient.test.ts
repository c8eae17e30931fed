import http from 'http';
import type { AddressInfo } from 'net';
import { answerLength, runRound } from './rateClient';

describe('answerLength', () => {
  const head = (extra: string) => `HTTP/1.1 200 OK\r\n${extra}\r\n\r\n`;

  it('frames an answer by its Content-Length, and waits for the rest of it', () => {
    const whole = Buffer.from(`${head('Content-Length: 5')}hello`);
    expect(answerLength(whole)).toEqual({ length: whole.length, status: 200 });
    expect(answerLength(whole.subarray(0, whole.length - 1))).toBeNull();
    expect(answerLength(Buffer.from('HTTP/1.1 200 OK\r\nContent-Len'))).toBeNull();
  });

  it('frames chunks up to the last one, and reads only the first of two answers', () => {
    const chunked = `${head('Transfer-Encoding: chunked')}5\r\nhello\r\n3\r\nabc\r\n0\r\n\r\n`;
    const next = `HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n`;
    expect(answerLength(Buffer.from(chunked + next))).toEqual({ length: chunked.length, status: 200 });
    expect(answerLength(Buffer.from(next))).toEqual({ length: next.length, status: 503 });
    expect(answerLength(Buffer.from(chunked.slice(0, -2)))).toBeNull();
  });

  it('refuses an answer it cannot frame', () => {
    expect(() => answerLength(Buffer.from(head('Connection: close')))).toThrow('an answer with no length');
  });
});

describe('runRound', () => {
  let server: http.Server;
  let url: string;
  let answered = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      answered++;
      // /slow holds its 10th answer for 300 ms: the requests due meanwhile wait, and an open-loop round counts it.
      const delay = req.url === '/slow' && answered === 10 ? 300 : 0;
      setTimeout(() => {
        res.statusCode = req.url === '/fail' ? 500 : 200;
        res.end('{"ok":true}');
      }, delay);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const round = (path: string) => runRound({ url: `${url}${path}`, rate: 200, connections: 1, duration: 0.5, headers: { 'accept-encoding': 'br' } });

  it('spreads the round over its duration (no faster than the rate), every answer counted', async () => {
    answered = 0;
    const started = Date.now();
    const r = await round('/ok');
    // Sent back to back, 100 answers of this server take a few ms; evenly spaced at 200/s, the last is due at 495 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(495);
    expect(r.requests).toBe(100);
    expect(answered).toBe(100);
    expect(r.errors).toBe(0);
  });

  it('counts the wait of requests due while an answer was slow (open loop), and non-2xx answers as errors', async () => {
    answered = 0;
    const slow = await round('/slow');
    // About 60 requests fall due during the 300 ms on the one connection; each counts from when it was due, so the
    // slowest 1 % waited nearly all of it (a closed-loop client would count one slow answer and 99 fast ones).
    expect(slow.p99).toBeGreaterThan(200);
    expect((await round('/fail')).errors).toBe(100);
  });
});
