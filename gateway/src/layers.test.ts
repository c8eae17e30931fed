import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/**
 * The gateway's layers, lowest first (README: layers). A module may import from its own top-level folder and from
 * strictly lower layers; never upward, and never sideways into another folder of its own layer (HTTP-facing folders
 * share through http/, shared/ or services/, not through each other). Root files are named without `.ts`.
 */
const LAYERS: Record<string, number> = {
  shared: 0,
  logger: 0,
  config: 1,
  cache: 1,
  shopify: 1,
  db: 2,
  context: 3,
  services: 4,
  http: 5,
  auth: 6,
  graphql: 7,
  rest: 7,
  public: 7,
  webhooks: 7,
  app: 8,
  cli: 8,
  index: 9,
};

interface Edge {
  from: string;
  to: string;
}

/** The top-level entry (folder, or root file without extension) of a path relative to src. */
const entryOf = (rel: string): string => rel.split('/')[0].replace(/\.ts$/, '');

/** Imports that break the layering, as "from -> to" lines. */
function upwardImports(edges: readonly Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const a = entryOf(from);
      const b = entryOf(to);
      if (a === b) return false;
      return !(LAYERS[b] < LAYERS[a]);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every relative import (static, re-export or dynamic) of the gateway's non-test sources. */
function gatewayImports(): Edge[] {
  return sourceFiles(__dirname).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .map((f) => f.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => ({
        from: path.relative(__dirname, file).split(path.sep).join('/'),
        to: path.relative(__dirname, path.resolve(path.dirname(file), spec)).split(path.sep).join('/'),
      }));
  });
}

describe('gateway layers', () => {
  it('places every top-level folder and root file in a layer', () => {
    const entries = fs
      .readdirSync(__dirname)
      .filter((name) => !name.endsWith('.test.ts'))
      .map(entryOf);
    expect(entries.filter((e) => !(e in LAYERS))).toEqual([]);
  });

  it('has no upward or sideways import between folders', () => {
    const edges = gatewayImports();
    expect(edges.length).toBeGreaterThan(100);
    expect(upwardImports(edges)).toEqual([]);
  });

  it('reports an upward, a sideways and an unplaced import, and allows downward and in-folder ones', () => {
    expect(
      upwardImports([
        { from: 'services/campaigns.ts', to: 'public/lookup' },
        { from: 'db/seed.ts', to: 'app' },
        { from: 'public/checkout.ts', to: 'webhooks/handlers/ordersCreate' },
        { from: 'services/shops.ts', to: 'newFolder/thing' },
        { from: 'public/checkout.ts', to: 'shared/constants' },
        { from: 'services/shops.ts', to: 'context' },
        { from: 'webhooks/handlers/shopRedact.ts', to: 'webhooks/types' },
      ]),
    ).toEqual([
      'services/campaigns.ts -> public/lookup',
      'db/seed.ts -> app',
      'public/checkout.ts -> webhooks/handlers/ordersCreate',
      'services/shops.ts -> newFolder/thing',
    ]);
  });
});
