import { createContext, runInContext, type Script } from 'node:vm';

/** How long one run may take; Shopify counts 11 M Wasm instructions instead, which a wall clock can only stand in for. */
export const RUN_TIMEOUT_MS = 2000;

/** What one run gives back: the output (parsed JSON) or an error, the console lines, and the time it took. */
export interface RunResult {
  output: unknown;
  error: string | null;
  logs: string[];
  durationMs: number;
}

/**
 * Runs one exported function of the built module on a JSON input, as Shopify runs a function: in a sandbox of its own
 * (no require, no process, no network, a fresh global per run), JSON in and JSON out, console output kept for the log.
 */
export function runFunction(module: Script, functionName: string, input: unknown): RunResult {
  const logs: string[] = [];
  const log = (...parts: unknown[]) => {
    logs.push(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' '));
  };
  const sandbox = createContext({ console: { log, info: log, warn: log, error: log, debug: log }, __functionName: functionName, __input: JSON.stringify(input) });
  const started = performance.now();
  try {
    runInContext('var module = { exports: {} }; var exports = module.exports;', sandbox);
    module.runInContext(sandbox, { timeout: RUN_TIMEOUT_MS });
    const json: unknown = runInContext(
      `(function () {
        var run = module.exports[__functionName];
        if (typeof run !== 'function') throw new Error('the module exports no function ' + __functionName);
        var result = run(JSON.parse(__input));
        return result === undefined ? undefined : JSON.stringify(result);
      })()`,
      sandbox,
      { timeout: RUN_TIMEOUT_MS },
    );
    return { output: typeof json === 'string' ? JSON.parse(json) : null, error: null, logs, durationMs: performance.now() - started };
  } catch (error) {
    const text = error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error) ? String((error as { message: unknown }).message) : String(error);
    return { output: null, error: text, logs, durationMs: performance.now() - started };
  }
}
