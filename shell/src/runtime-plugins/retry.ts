import { createRetryPlugin } from './createRetryPlugin';

/** Retries a failed remote twice (after 400 ms, then 800 ms) before the fallback shows. */
export const REMOTE_RETRIES = 2;
/** Base delay between remote load attempts. */
export const REMOTE_RETRY_DELAY_MS = 400;

/** Entry point registered in module-federation.config.js `runtimePlugins`. */
export default function retryPlugin() {
  return createRetryPlugin({ retries: REMOTE_RETRIES, delayMs: REMOTE_RETRY_DELAY_MS });
}
