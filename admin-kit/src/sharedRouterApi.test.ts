/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// The admin shares only a subset of react-router-dom (build/react-router-dom.mjs). A name outside it would be undefined
// at run time inside the shell, so every import of every admin package must be in the list.
const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['admin-kit', 'shell', 'mfe-campaigns', 'mfe-cart-setup', 'mfe-analytics', 'mfe-billing'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function sharedNames(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'admin-kit', 'build', 'react-router-dom.mjs'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from 'react-router'/.exec(text)?.[1] ?? '';
  return new Set(list.split(',').map((s) => s.trim()).filter(Boolean));
}

describe('shared react-router-dom subset', () => {
  it('exports every value the admin packages import from react-router-dom', () => {
    const shared = sharedNames();
    expect(shared.has('BrowserRouter')).toBe(true);
    const missing: string[] = [];
    for (const pkg of PACKAGES) {
      for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
          if (m[1]) continue;
          for (const raw of m[2].split(',')) {
            const name = raw.trim().split(/\s+as\s+/)[0];
            if (!name || name.startsWith('type ')) continue;
            if (!shared.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every name in the subset exists in react-router', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const router = require('react-router') as Record<string, unknown>;
    for (const name of sharedNames()) expect(router[name]).toBeDefined();
  });
});
