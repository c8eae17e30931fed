import express, { Router } from 'express';
import request from 'supertest';
import { capturedLogger } from '../../test/helpers/logLines';
import { accessLog, answerTally, TALLY_SHOPS } from './accessLog';

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

describe('answerTally', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes one line per interval with the answers counted per shop, and nothing while none are counted', () => {
    const { logger, lines } = capturedLogger();
    const tally = answerTally(logger, 'GET', '/public/campaigns', 1000);
    jest.advanceTimersByTime(5000);
    expect(lines).toEqual([]);
    for (const shop of ['a.myshopify.com', 'b.myshopify.com', 'a.myshopify.com', 'a.myshopify.com']) tally.count(shop);
    jest.advanceTimersByTime(999);
    expect(lines).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'answers',
      method: 'GET',
      path: '/public/campaigns',
      status: 200,
      answers: 4,
      shops: { 'a.myshopify.com': 3, 'b.myshopify.com': 1 },
    });
    expect(lines[0]).not.toHaveProperty('otherShops');
    // Counted afresh: the next line holds only what came after the first.
    tally.count('b.myshopify.com');
    jest.advanceTimersByTime(1000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ answers: 1, shops: { 'b.myshopify.com': 1 } });
    jest.advanceTimersByTime(5000);
    expect(lines).toHaveLength(2);
  });

  it(`names the ${TALLY_SHOPS} busiest shops and sums the others`, () => {
    const { logger, lines } = capturedLogger();
    const tally = answerTally(logger, 'GET', '/public/campaigns', 1000);
    const shops = TALLY_SHOPS + 3;
    // Shop i is counted i + 1 times: the three quietest (0, 1, 2) are the ones summed.
    for (let i = 0; i < shops; i++) for (let n = 0; n <= i; n++) tally.count(`shop-${i}.myshopify.com`);
    jest.advanceTimersByTime(1000);
    const [line] = lines;
    const named = line.shops as Record<string, number>;
    expect(Object.keys(named)).toHaveLength(TALLY_SHOPS);
    expect(named[`shop-${shops - 1}.myshopify.com`]).toBe(shops);
    expect(named).not.toHaveProperty('shop-2.myshopify.com');
    expect(line).toMatchObject({ answers: (shops * (shops + 1)) / 2, otherShops: 3, otherAnswers: 1 + 2 + 3 });
  });
});
