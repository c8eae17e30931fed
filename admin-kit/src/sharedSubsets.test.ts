/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// The admin shares only a subset of react-router-dom (build/react-router-dom.mjs) and of @shopify/polaris
// (build/polaris.mjs): a shared module cannot be tree-shaken. A name outside a subset would be undefined at run time
// inside the shell, so every import of every admin package must be in its list.
const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['admin-kit', 'shell', 'mfe-campaigns', 'mfe-cart-setup', 'mfe-analytics', 'mfe-billing'];

const SUBSETS = [
  { shared: 'react-router-dom', file: 'react-router-dom.mjs', from: ['react-router'], probe: 'BrowserRouter' },
  // Polaris names come from the package itself, or from polaris-lazy.mjs for the components fetched on first render.
  {
    shared: '@shopify/polaris',
    file: 'polaris.mjs',
    from: ['@shopify/polaris/build/esm/index.js', './polaris-lazy.mjs'],
    probe: 'AppProvider',
  },
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function subsetNames(file: string, from: readonly string[]): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'admin-kit', 'build', file), 'utf8');
  const lists = from.map(
    (f) => new RegExp(`export\\s*\\{([^}]*)\\}\\s*from '${f.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`).exec(text)?.[1] ?? '',
  );
  return new Set(lists.flatMap((list) => list.split(',').map((s) => s.trim())).filter(Boolean));
}

describe.each(SUBSETS)('shared $shared subset', ({ shared, file, from, probe }) => {
  it('exports every value the admin packages import', () => {
    const names = subsetNames(file, from);
    expect(names.has(probe)).toBe(true);
    const missing: string[] = [];
    const importRe = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${shared.replace('/', '\\/')}'`, 'g');
    for (const pkg of PACKAGES) {
      for (const source of sourceFiles(path.join(ROOT, pkg, 'src'))) {
        const text = fs.readFileSync(source, 'utf8');
        for (const m of text.matchAll(importRe)) {
          if (m[1]) continue;
          for (const raw of m[2].split(',')) {
            const name = raw.trim().split(/\s+as\s+/)[0];
            if (!name || name.startsWith('type ')) continue;
            if (!names.has(name)) missing.push(`${path.relative(ROOT, source)}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every name in the subset exists in the package', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const actual = require(shared) as Record<string, unknown>;
    for (const name of subsetNames(file, from)) expect(actual[name]).toBeDefined();
  });
});
