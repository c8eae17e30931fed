import type { App } from '../../src/app';
import type { Database } from '../../src/db/connection';
import { readPublicVersion } from '../../src/db/publicVersion';

/**
 * Waits until the app's process has read the shop's current public version, as a process that has served the shop
 * since its last write has. A lookup keeps its answer only when that version did not move while it loaded, and a
 * process's first lookup goes on without a version read that takes over 250 ms, so on a loaded machine its answer was
 * not kept: a test that counts cache hits or needs a stale answer reads the version first. Bounded by the test's timeout.
 */
export async function shopVersionRead(app: App, db: Database, shop: string): Promise<void> {
  const versions = app.locals.deps.shopVersions;
  const version = await readPublicVersion(db, shop);
  while (versions.current(shop) !== version) {
    await versions.refresh(shop);
    await new Promise((r) => setTimeout(r, 20));
  }
}
