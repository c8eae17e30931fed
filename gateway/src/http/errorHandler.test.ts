import express from 'express';
import request from 'supertest';
import { createLogger } from '../logger';
import {
  badRequest,
  DomainError,
  LimitError,
  notFound,
  unauthorized,
  upstreamError,
  ValidationError,
} from '../shared/errors';
import { errorHandler, httpStatusOf, notFoundHandler } from './errorHandler';

/** A kind the handler has no status for: it must be hidden as INTERNAL, never shown with a guessed status. */
class UnmappedError extends DomainError {
  constructor() {
    super('SECRET_CODE', 'internal detail');
  }
}

function appThrowing(err: unknown): express.Express {
  const app = express();
  app.post('/json', express.json({ limit: '10b' }), (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/throw', () => {
    throw err;
  });
  app.use(notFoundHandler);
  app.use(errorHandler(createLogger('silent')));
  return app;
}

describe('the HTTP error handler', () => {
  it.each([
    ['a validation error', badRequest('is too long', 'query'), 400, 'BAD_USER_INPUT', 'query: is too long'],
    ['a missing credential', unauthorized(), 401, 'UNAUTHENTICATED', 'Unauthorized'],
    ['a thing not found', notFound('Campaign'), 404, 'NOT_FOUND', 'Campaign not found'],
    ['a reached limit', new LimitError('CAMPAIGN_LIMIT', 'Campaign limit reached'), 409, 'CAMPAIGN_LIMIT', 'Campaign limit reached'],
    ['a failing store', upstreamError(), 502, 'UPSTREAM', 'The store did not answer'],
  ])('answers %s with its status, code and message', async (_what, err, status, code, message) => {
    const res = await request(appThrowing(err)).get('/throw');
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, message });
  });

  it('lists every field error of a validation error', async () => {
    const errors = [
      { path: 'name', message: "can't be blank" },
      { path: 'settings.type', message: 'value is not valid' },
    ];
    const res = await request(appThrowing(new ValidationError(errors))).get('/throw');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'BAD_USER_INPUT', message: "name: can't be blank; settings.type: value is not valid", errors },
    });
  });

  it.each([
    ['an unknown error', new Error('db password is hunter2')],
    ['a domain error kind without a status', new UnmappedError()],
  ])('hides %s as 500 INTERNAL', async (_what, err) => {
    const res = await request(appThrowing(err)).get('/throw');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong' } });
  });

  it('answers body parser failures with their own codes', async () => {
    const app = appThrowing(new Error('unused'));
    const bad = await request(app).post('/json').set('Content-Type', 'application/json').send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'BAD_JSON', message: 'Malformed JSON body' });
    const big = await request(app).post('/json').set('Content-Type', 'application/json').send('{"a":"0123456789"}');
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({ code: 'TOO_LARGE', message: 'Request body is too large' });
  });

  it('answers unknown routes 404 NOT_FOUND', async () => {
    const res = await request(appThrowing(new Error('unused'))).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Route not found' });
  });

  it('gives no status to a domain error kind it does not know', () => {
    expect(httpStatusOf(new UnmappedError())).toBeUndefined();
  });
});
