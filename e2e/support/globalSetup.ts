import { ensureBuilt } from '../../storefront-cart/scripts/build';

/**
 * Runs once before any journey worker starts: the storefront widget is built from the current sources (npm test's
 * build step has normally made it already; this only checks its stamp), so no two workers ever build into
 * storefront-cart/dist at once and no journey pays for a build.
 */
export default async function globalSetup(): Promise<void> {
  if (await ensureBuilt({ cacheName: 'e2e' })) console.log('e2e: built storefront-cart/dist from changed sources');
}
