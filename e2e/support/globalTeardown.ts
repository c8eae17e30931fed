import { closeSharedBrowsers } from './globalSetup';

/** After the last journey: the workers' shared Chromium processes are closed. */
export default async function globalTeardown(): Promise<void> {
  await closeSharedBrowsers();
}
