import { configureStore } from '@reduxjs/toolkit';
import type { RestCall } from '@cartlift/domain/api/adminRest';
import { configureAdmin } from '../config';
import type { Session } from '../session/session';
import { fakeResponse } from '../../testing/fakeGateway';
import { api } from './api';
import { injectEndpoints } from './injectEndpoints';
import { restArgs, restMutation, restQuery } from './restEndpoint';

const session: Session = {
  mode: 'standalone',
  shop: 'a.myshopify.com',
  getToken: async () => 'token',
  invalidate: () => undefined,
  signIn: async () => undefined,
  signOut: () => undefined,
  isSignedIn: () => true,
};

const listThings: RestCall<{ limit: number; query?: string }, { things: string[] }> = { method: 'GET', path: '/things' };
const addThing: RestCall<{ title: string }, { id: number }> = { method: 'POST', path: '/things' };

describe('restArgs', () => {
  it("sends a GET's request as its query string and a POST's as its body, on the contract's path", () => {
    expect(restArgs(listThings, { limit: 5 })).toEqual({ url: '/things', params: { limit: 5 } });
    expect(restArgs(addThing, { title: 'Gift wrap' })).toEqual({ url: '/things', method: 'POST', body: { title: 'Gift wrap' } });
  });
});

describe('restQuery and restMutation', () => {
  it("call the contract's method and path with the mapped request, and keep the transformed answer", async () => {
    const fetchFn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).startsWith('/gw/things?')
        ? fakeResponse(200, { things: ['a', 'b'] })
        : fakeResponse(201, { id: Number(JSON.parse(String(init?.body)).title.length) }),
    );
    configureAdmin({ gatewayUrl: '/gw', shop: 'a.myshopify.com', session, fetchFn });
    const thingsApi = injectEndpoints('test/rest-endpoint', (build) => ({
      thingCount: restQuery(build, listThings, {
        request: (search: string) => ({ limit: 10, query: search }),
        transformResponse: (answer) => answer.things.length,
      }),
      addThing: restMutation(build, addThing),
    }));
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (m) => m().concat(api.middleware),
    });

    const count = await store.dispatch(thingsApi.endpoints.thingCount.initiate('wrap'));
    expect(count.data).toBe(2);
    expect(fetchFn.mock.calls[0][0]).toBe('/gw/things?limit=10&query=wrap');

    const added = await store.dispatch(thingsApi.endpoints.addThing.initiate({ title: 'Gift wrap' }));
    expect(added.data).toEqual({ id: 9 });
    const [url, init] = fetchFn.mock.calls[1];
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual(['/gw/things', 'POST', { title: 'Gift wrap' }]);
  });
});
