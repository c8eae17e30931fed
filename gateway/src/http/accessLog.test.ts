import { Writable } from 'node:stream';
import express, { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { accessLog } from './accessLog';

/** A real pino logger whose lines land in `lines`, parsed. */
function capturedLogger(): { logger: pino.Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('accessLog', () => {
  it("logs each answer's whole path, mounted routers' answers too", async () => {
    const { logger, lines } = capturedLogger();
    const app = express();
    app.use(accessLog(logger));
    const api = Router();
    api.get('/campaigns', (_req, res) => {
      res.json({ ok: true });
    });
    app.use('/public', api);
    app.use('/graphql', (_req, res) => {
      res.status(400).json({ errors: [] });
    });
    await request(app).get('/public/campaigns?shop=a.myshopify.com').expect(200);
    await request(app).post('/graphql').expect(400);
    await request(app).get('/nowhere').expect(404);
    expect(lines.map(({ msg, method, path, status }) => ({ msg, method, path, status }))).toEqual([
      { msg: 'request', method: 'GET', path: '/public/campaigns', status: 200 },
      { msg: 'request', method: 'POST', path: '/graphql', status: 400 },
      { msg: 'request', method: 'GET', path: '/nowhere', status: 404 },
    ]);
  });
});
