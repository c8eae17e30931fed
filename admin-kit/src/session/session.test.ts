import { createSession, SignInError, TOKEN_REFRESH_MARGIN_MS } from './session';
import { fakeResponse } from '../../testing/fakeGateway';

function jwt(expSeconds: number): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: expSeconds, dest: 'cartlift-demo.myshopify.com' })}.sig`;
}

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('standalone session', () => {
  let clock = 1_000_000_000_000;
  const now = () => clock;
  const issued: string[] = [];
  const fetchFn = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const token = jwt(Math.floor(clock / 1000) + 60);
    issued.push(token);
    return fakeResponse(200, { token });
  });
  beforeEach(() => {
    fetchFn.mockClear();
    issued.length = 0;
  });

  it('signs in with POST /login for the shop and caches the token', async () => {
    const s = createSession({ gatewayUrl: '/gateway', shop: 'a.myshopify.com', fetchFn, now, storage: memoryStorage() });
    expect(s.isSignedIn()).toBe(false);
    await s.signIn();
    expect(s.isSignedIn()).toBe(true);
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/gateway/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ shop: 'a.myshopify.com' });
    expect(await s.getToken()).toBe(issued[0]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token before it expires, once for parallel callers', async () => {
    const s = createSession({ gatewayUrl: '/gateway', shop: 'a.myshopify.com', fetchFn, now, storage: null });
    const first = await s.getToken();
    clock += 60_000 - TOKEN_REFRESH_MARGIN_MS - 1000;
    expect(await s.getToken()).toBe(first);
    clock += 2000;
    const [a, b] = await Promise.all([s.getToken(), s.getToken()]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('fetches a new token after invalidate and forgets everything on signOut', async () => {
    const storage = memoryStorage();
    const s = createSession({ gatewayUrl: '/gateway', shop: 'a.myshopify.com', fetchFn, now, storage });
    await s.signIn();
    s.invalidate();
    await s.getToken();
    expect(fetchFn).toHaveBeenCalledTimes(2);
    s.signOut();
    expect(s.isSignedIn()).toBe(false);
  });

  it('reports the gateway refusal as a SignInError', async () => {
    const refuse = jest.fn(async () => fakeResponse(404, { error: 'Local login is disabled' }));
    const s = createSession({ gatewayUrl: '/gateway', shop: 'a.myshopify.com', fetchFn: refuse, now, storage: null });
    await expect(s.signIn()).rejects.toEqual(new SignInError('Local login is disabled', 404));
  });
});

describe('embedded session', () => {
  it('asks App Bridge for a fresh id token on every call', async () => {
    const idToken = jest.fn().mockResolvedValueOnce('t1').mockResolvedValueOnce('t2');
    const fetchFn = jest.fn();
    const s = createSession({ gatewayUrl: '/gateway', shop: 'a.myshopify.com', appBridge: { idToken }, fetchFn });
    expect(s.mode).toBe('embedded');
    expect(await s.getToken()).toBe('t1');
    expect(await s.getToken()).toBe('t2');
    expect(s.isSignedIn()).toBe(true);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
