import { existsSync, readdirSync, readFileSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';

/**
 * The storefront bundles money/ and cart/ under a 40 KB gzip budget, so their runtime import graph must stay inside
 * those two folders: no zod, no packages, and not common/ (its colour schema imports zod). Type-only imports are
 * erased at compile time and are allowed.
 */
const SRC = resolve(__dirname, '..');
const ALLOWED = [join(SRC, 'cart'), join(SRC, 'money')];
/**
 * Single files outside those folders the cart may reach: experiment/assignment.ts imports nothing (its own test holds
 * that), and the Discount Function decodes the arm attribute with it (issue 26).
 */
const ALLOWED_FILES = [join(SRC, 'experiment', 'assignment.ts')];

/** Runtime module specifiers of a TypeScript source: `import type` / `export type` are skipped. */
function runtimeImports(source: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(re)) {
    if (m[5]) out.push(m[5]);
    else if (!m[2]) out.push(m[4]);
  }
  for (const m of source.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    out.push(m[1] ?? m[2]);
  }
  return out;
}

function resolveModule(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

function walk(entry: string, seen = new Set<string>(), problems: string[] = []): string[] {
  if (seen.has(entry)) return problems;
  seen.add(entry);
  for (const spec of runtimeImports(readFileSync(entry, 'utf8'))) {
    const where = relative(SRC, entry);
    if (!spec.startsWith('.')) {
      problems.push(`${where} imports package "${spec}" at runtime`);
      continue;
    }
    const target = resolveModule(entry, spec);
    if (!ALLOWED.some((dir) => target.startsWith(dir + '/')) && !ALLOWED_FILES.includes(target))
      problems.push(`${where} imports ${relative(SRC, target)} at runtime`);
    else walk(target, seen, problems);
  }
  return problems;
}

describe('storefront bundle purity of money/ and cart/', () => {
  it('recognises runtime and type-only imports', () => {
    expect(
      runtimeImports(
        "import type { z } from 'zod';\nimport { a, type B } from './x';\nexport * from './y';\nexport type { C } from '../c';\nimport 'side';\nconst q = require('zod');",
      ),
    ).toEqual(['./x', './y', 'side', 'zod']);
  });

  it.each(['cart', 'money'])('%s/ reaches only money/ and cart/ at runtime', (folder) => {
    expect(walk(join(SRC, folder, 'index.ts'))).toEqual([]);
  });

  it('every non-test source file is reachable from the barrels, so the check covers them all', () => {
    const seen = new Set<string>();
    walk(join(SRC, 'cart', 'index.ts'), seen);
    walk(join(SRC, 'money', 'index.ts'), seen);
    const files = ALLOWED.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => join(dir, f)),
    );
    expect(files.filter((f) => !seen.has(f)).map((f) => relative(SRC, f))).toEqual([]);
  });
});
