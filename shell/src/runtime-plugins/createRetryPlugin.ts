import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Options of {@link createRetryPlugin}. */
export interface RetryOptions {
  /** Extra attempts after the first failure. */
  retries: number;
  /** Wait before retry n (1-based) is n times this. */
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The slice of the federation instance the plugin calls back into. */
interface Loader {
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * A runtime plugin that retries a remote module that failed to load (its remoteEntry.js or a chunk: a deploy in
 * progress, a flaky network) before giving up. Written here rather than taken from npm: @module-federation/retry-plugin
 * there is stale (0.17). When the retries are spent the error reaches the shell's RemoteBoundary, which shows a fallback.
 */
export function createRetryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const attempts = new Map<string, number>();
  return {
    name: 'cartlift-retry-plugin',
    async errorLoadRemote(args) {
      const { id, lifecycle, origin } = args;
      // Only module loads are retried; a bad manifest or an unknown remote name fails at once.
      if (lifecycle !== 'onLoad' || !id) return undefined;
      const done = attempts.get(id) ?? 0;
      if (done >= options.retries) {
        attempts.delete(id);
        return undefined;
      }
      attempts.set(id, done + 1);
      await sleep(options.delayMs * (done + 1));
      try {
        const mod = await (origin as unknown as Loader).loadRemote<unknown>(id);
        attempts.delete(id);
        return mod ?? undefined;
      } catch {
        // The nested attempt already counted itself; let the original error propagate.
        return undefined;
      }
    },
  };
}
