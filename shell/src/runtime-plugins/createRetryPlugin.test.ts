import { createRetryPlugin } from './createRetryPlugin';

type Hook = (args: { id?: string; lifecycle: string; origin: unknown; error: unknown; from: string }) => Promise<unknown>;

function fakeHost(results: Array<'fail' | 'ok'>, plugin: ReturnType<typeof createRetryPlugin>) {
  const hook = plugin.errorLoadRemote as unknown as Hook;
  const host = {
    calls: 0,
    // Mimics the runtime: a failing load runs the errorLoadRemote hook and throws unless the hook recovers.
    async loadRemote(id: string): Promise<unknown> {
      host.calls++;
      if (results.shift() === 'ok') return { default: 'module' };
      const recovered = await hook({ id, lifecycle: 'onLoad', origin: host, error: new Error('x'), from: 'runtime' });
      if (recovered === undefined) throw new Error(`failed ${id}`);
      return recovered;
    },
  };
  return host;
}

describe('retry runtime plugin', () => {
  const sleep = jest.fn(async () => undefined);
  beforeEach(() => sleep.mockClear());

  it('recovers when a retry succeeds', async () => {
    const plugin = createRetryPlugin({ retries: 2, delayMs: 100, sleep });
    const host = fakeHost(['fail', 'ok'], plugin);
    await expect(host.loadRemote('mfe_billing/routes')).resolves.toEqual({ default: 'module' });
    expect(host.calls).toBe(2);
    expect(sleep).toHaveBeenCalledWith(100);
  });

  it('gives up after the configured retries with growing waits, and starts afresh next time', async () => {
    const plugin = createRetryPlugin({ retries: 2, delayMs: 100, sleep });
    const host = fakeHost(['fail', 'fail', 'fail', 'fail', 'ok'], plugin);
    await expect(host.loadRemote('mfe_billing/routes')).rejects.toThrow('failed mfe_billing/routes');
    expect(host.calls).toBe(3);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
    await expect(host.loadRemote('mfe_billing/routes')).resolves.toEqual({ default: 'module' });
  });

  it('leaves failures outside module loading alone', async () => {
    const plugin = createRetryPlugin({ retries: 2, delayMs: 100, sleep });
    const hook = plugin.errorLoadRemote as unknown as Hook;
    await expect(hook({ id: 'x/routes', lifecycle: 'beforeRequest', origin: {}, error: 1, from: 'runtime' })).resolves.toBeUndefined();
    expect(sleep).not.toHaveBeenCalled();
  });
});
