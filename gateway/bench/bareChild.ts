/**
 * A bare Express server in a process of its own, for the lookup bench to measure its load generator (autocannon runs
 * in the bench's process): against this server the bench process's CPU is the client's alone. `/bare` answers as the
 * bench's bare target does; `/sized?bytes=N` answers N bytes of JSON the way the lookup sends its cached answer (one
 * buffer, `res.end`), so the client's cost can be taken at the lookup answer's size. Sends `{port}` once listening.
 */
import type { AddressInfo } from 'net';
import express from 'express';

const app = express();
app.get('/bare', (_req, res) => {
  res.json({ ok: true });
});
const bodies = new Map<number, Buffer>();
app.get('/sized', (req, res) => {
  const bytes = Math.max(2, Number(req.query.bytes) || 2);
  let body = bodies.get(bytes);
  if (!body) bodies.set(bytes, (body = Buffer.from(`"${'x'.repeat(bytes - 2)}"`)));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close();
});
