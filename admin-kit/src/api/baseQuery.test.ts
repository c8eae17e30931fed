import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { configureAdmin } from '../config';
import type { Session } from '../session/session';
import { fakeResponse } from '../../testing/fakeGateway';
import { baseQuery, type ApiError } from './baseQuery';

const queryApi = { signal: new AbortController().signal } as BaseQueryApi;

function setup(responses: Array<Response | Error>) {
  let n = 0;
  const tokens = ['token-1', 'token-2', 'token-3'];
  const session: Session = {
    mode: 'standalone',
    shop: 'a.myshopify.com',
    getToken: jest.fn(async () => tokens[n]),
    invalidate: jest.fn(() => void n++),
    signIn: async () => undefined,
    signOut: () => undefined,
    isSignedIn: () => true,
  };
  const fetchFn = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  configureAdmin({ gatewayUrl: '/gateway', shop: 'a.myshopify.com', session, fetchFn });
  const header = (i: number) => (fetchFn.mock.calls[i][1]?.headers as Record<string, string>).Authorization;
  return { session, fetchFn, header };
}

describe('baseQuery', () => {
  it('posts GraphQL with the values in variables and a bearer session token', async () => {
    const { fetchFn, header } = setup([fakeResponse(200, { data: { shop: { id: 'a.myshopify.com' } } })]);
    const result = await baseQuery(
      { document: 'query Shop($id: String!) { shop(id: $id) { id } }', variables: { id: 'a.myshopify.com' } },
      queryApi,
      {},
    );
    expect(result).toEqual({ data: { shop: { id: 'a.myshopify.com' } } });
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/gateway/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: 'query Shop($id: String!) { shop(id: $id) { id } }',
      variables: { id: 'a.myshopify.com' },
    });
    expect(header(0)).toBe('Bearer token-1');
  });

  it('calls REST routes with query params and the bearer token', async () => {
    const { fetchFn, header } = setup([fakeResponse(200, [{ x: 1, y: 2 }])]);
    const result = await baseQuery({ url: '/analytics/chart', params: { type: 'revenue', start: null } }, queryApi, {});
    expect(result).toEqual({ data: [{ x: 1, y: 2 }] });
    expect(fetchFn.mock.calls[0][0]).toBe('/gateway/analytics/chart?type=revenue');
    expect(fetchFn.mock.calls[0][1]?.method).toBe('GET');
    expect(header(0)).toBe('Bearer token-1');
  });

  it('retries once with a fresh token when the gateway rejects the token', async () => {
    const { fetchFn, session, header } = setup([fakeResponse(401, { error: 'expired' }), fakeResponse(200, { data: { ok: true } })]);
    const result = await baseQuery({ document: 'mutation { updateShopProp(id: "x", input: {}) }' }, queryApi, {});
    expect(result).toEqual({ data: { ok: true } });
    expect(session.invalidate).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(header(1)).toBe('Bearer token-2');
  });

  it('retries a read exactly once after a network failure or a 5xx, then reports the error', async () => {
    const once = setup([new TypeError('Failed to fetch'), fakeResponse(200, { data: 1 })]);
    expect(await baseQuery({ url: '/shop/get_plan' }, queryApi, {})).toEqual({ data: { data: 1 } });
    expect(once.fetchFn).toHaveBeenCalledTimes(2);

    const twice = setup([fakeResponse(503, { error: 'down' }), fakeResponse(503, { error: 'still down' })]);
    const result = await baseQuery({ url: '/shop/get_plan' }, queryApi, {});
    expect(result.error).toEqual({ status: 503, message: 'still down', data: { error: 'still down' } });
    expect(twice.fetchFn).toHaveBeenCalledTimes(2);
  });

  it("reports the gateway's own message from its {error: {code, message}} answer", async () => {
    const body = { error: { code: 'BAD_REQUEST', message: 'You could only upload images.' } };
    setup([fakeResponse(400, body)]);
    const result = await baseQuery({ url: '/uploadImage', method: 'POST', body: {} }, queryApi, {});
    expect(result.error).toEqual({ status: 400, message: 'You could only upload images.', data: body });
  });

  it('does not repeat a write after a 5xx, nor any call after a GraphQL error', async () => {
    const write = setup([fakeResponse(500, { error: 'boom' })]);
    const r1 = await baseQuery({ url: '/cart/activate', method: 'POST', body: { active: true } }, queryApi, {});
    expect((r1.error as ApiError).status).toBe(500);
    expect(write.fetchFn).toHaveBeenCalledTimes(1);

    const gql = setup([fakeResponse(200, { data: null, errors: [{ message: 'Shop not found', path: ['shop'] }] })]);
    const r2 = await baseQuery({ document: 'query { shop(id: "x") { id } }' }, queryApi, {});
    expect(r2.error).toMatchObject({ status: 'GRAPHQL_ERROR', message: 'Shop not found' });
    expect(gql.fetchFn).toHaveBeenCalledTimes(1);
  });
});
