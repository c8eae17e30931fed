import fs from 'fs';
import path from 'path';
import { api } from './api';
import { DuplicateEndpointError, injectEndpoints, injectedEndpointOwners } from './injectEndpoints';

const ROOT = path.join(__dirname, '..', '..', '..');
const ADMIN_PACKAGES = ['shell', 'mfe-campaigns', 'mfe-cart-setup', 'mfe-analytics', 'mfe-billing'];

/** Every non-test source file of the admin packages that injects endpoints. */
function endpointFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && /injectEndpoints\(/.test(fs.readFileSync(full, 'utf8'))) {
        found.push(full);
      }
    }
  };
  for (const pkg of ADMIN_PACKAGES) walk(path.join(ROOT, pkg, 'src'));
  return found;
}

describe('injectEndpoints', () => {
  it("refuses a name another owner holds, before adding any of the second owner's endpoints", () => {
    injectEndpoints('test/first', (build) => ({ probeShared: build.query<string, void>({ query: () => ({ url: '/a' }) }) }));
    expect(() =>
      injectEndpoints('test/second', (build) => ({
        probeOwn: build.query<number, void>({ query: () => ({ url: '/b' }) }),
        probeShared: build.query<number, void>({ query: () => ({ url: '/c' }) }),
      })),
    ).toThrow(DuplicateEndpointError);
    expect(injectedEndpointOwners().get('probeShared')).toBe('test/first');
    expect(injectedEndpointOwners().has('probeOwn')).toBe(false);
  });

  it('lets an owner inject its own endpoints again (a module evaluated twice)', () => {
    const define = () =>
      injectEndpoints('test/again', (build) => ({ probeAgain: build.query<string, void>({ query: () => ({ url: '/d' }) }) }));
    define();
    expect(() => define()).not.toThrow();
  });

  // Loads every admin api file into this one shared api, as the shell does once every remote has loaded.
  it('every endpoint the shell and the remotes define has a name of its own', async () => {
    const files = endpointFiles();
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      try {
        await import(file);
      } catch (e) {
        throw new Error(`${path.relative(ROOT, file)}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    const owners = new Set(injectedEndpointOwners().values());
    // Each file is a distinct owner (one owner name reused by two files would let them override each other).
    expect([...owners].filter((o) => !o.startsWith('test/')).length).toBe(files.length);
    for (const name of injectedEndpointOwners().keys()) expect(api.endpoints).toHaveProperty(name);
  });

  // The admin's REST calls are declared once, in domain/src/api/adminRest.ts (ADMIN_REST), and the gateway registers
  // its routes from the same entries: an endpoint written with its own URL could drift from both.
  it('builds every REST endpoint from the contract, none with a URL of its own', () => {
    const handWritten = endpointFiles().filter((file) => /\burl\s*:/.test(fs.readFileSync(file, 'utf8')));
    expect(handWritten.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
