import express from 'express';
import { Sequelize, ValidationError as SequelizeValidationError } from 'sequelize';
import request from 'supertest';
import { errorHandler } from '../http/errorHandler';
import { createLogger } from '../logger';
import { isDatabaseUnavailable } from './unavailable';

/** The error a real query gets from a MySQL server that is not there (nothing listens on port 1). */
async function refusedError(): Promise<unknown> {
  const sequelize = new Sequelize('mysql://u:p@127.0.0.1:1/none', {
    dialect: 'mysql',
    logging: false,
    pool: { max: 1, acquire: 2000 },
    dialectOptions: { connectTimeout: 1000 },
  });
  try {
    await sequelize.query('SELECT 1');
    throw new Error('the query should not have succeeded');
  } catch (err) {
    return err;
  } finally {
    await sequelize.close();
  }
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection and the driver codes of a lost one', async () => {
    expect(isDatabaseUnavailable(await refusedError())).toBe(true);
    expect(isDatabaseUnavailable({ parent: { code: 'PROTOCOL_CONNECTION_LOST' } })).toBe(true);
    expect(isDatabaseUnavailable({ original: { errno: 2013 } })).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('ConnectionManager.getConnection was called after the connection manager was closed!'),
      ),
    ).toBe(true);
  });

  it('leaves input and programming errors alone', () => {
    expect(isDatabaseUnavailable(new SequelizeValidationError('bad', []))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable({ parent: { code: 'ER_DUP_ENTRY', errno: 1062 } })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('makes the error handler answer 503 JSON with Retry-After instead of 500', async () => {
    const err = await refusedError();
    const app = express();
    app.get('/x', () => {
      throw err;
    });
    app.use(errorHandler(createLogger('silent')));
    const res = await request(app).get('/x');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(res.body.error.message).toMatch(/nothing was saved/);
  });
});
