import path from 'path';
import { REMOTE_NAMES } from './remote';

const ROOT = path.join(__dirname, '..', '..');
const REMOTE_PACKAGES = ['mfe-campaigns', 'mfe-cart-setup', 'mfe-analytics', 'mfe-billing'];

// The shell finds a remote by its federation name in /remotes.json: a remote whose config spelt another name would
// build and serve, and only fail in a browser.
describe('REMOTE_NAMES', () => {
  it("is the federation name each remote's module-federation.config.js builds under", () => {
    const built = REMOTE_PACKAGES.map((pkg) => {
      // A CommonJS config file, as webpack loads it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require(path.join(ROOT, pkg, 'module-federation.config.js')) as { name: string };
      return config.name;
    });
    expect(built.sort()).toEqual([...REMOTE_NAMES].sort());
  });
});
