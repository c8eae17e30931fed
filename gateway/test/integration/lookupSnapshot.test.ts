import request from 'supertest';
import type { App } from '../../src/app';
import { createDeps } from '../../src/context';
import { writeLookupSnapshot } from '../../src/db/lookupSnapshots';
import { createLogger } from '../../src/logger';
import { preparedCart } from '../../src/services/lookupSnapshot';
import { loadPublicShop } from '../../src/services/publicShop';
import { readPublicVersion } from '../../src/db/publicVersion';
import { appWithEnv, createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';
import { spyDriverReads } from '../helpers/queries';

// Every driver read still runs; spyDriverReads counts them.
jest.mock('../../src/db/driverSelect', () => {
  const actual = jest.requireActual<typeof import('../../src/db/driverSelect')>('../../src/db/driverSelect');
  return { ...actual, driverSelect: jest.fn(actual.driverSelect) };
});

// Issue 25: a process whose cache does not hold the shop answers the lookup from the shop's persisted snapshot (one
// row) instead of reading and preparing the experiment and the campaigns, byte for byte the same answer; the row
// answers only for the shop's current public version and within the lookup cache's time to live.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A }); // the shop's first lookup
});
afterAll(() => ctx.close());

/** A new process: its own empty cache, reading the shop's version on every request. */
const newProcess = (): App => appWithEnv(ctx, { PUBLIC_VERSION_CHECK_MS: '0' });
const lookupText = async (app: App): Promise<string> => {
  const res = await request(app).get('/public/campaigns').query({ shop: SHOP_A, products: '1001' });
  expect(res.status).toBe(200);
  return res.text;
};
const snapshotRow = async (): Promise<{ version: number; built_at: number } | undefined> => {
  const [rows] = await ctx.db.sequelize.query('SELECT version, built_at FROM lookup_snapshots WHERE shop_id = ?', {
    replacements: [SHOP_A],
  });
  const row = (rows as Array<{ version: unknown; built_at: unknown }>)[0];
  return row && { version: Number(row.version), built_at: Number(row.built_at) };
};
/** Until the snapshot the last lookup wrote (not awaited by the lookup) is in the table at the shop's version. */
async function snapshotStored(): Promise<number> {
  const version = Number(await readPublicVersion(ctx.db, SHOP_A));
  for (let i = 0; (await snapshotRow())?.version !== version; i++) {
    if (i > 200) throw new Error('no snapshot was stored at the current version');
    await new Promise((r) => setTimeout(r, 25));
  }
  return version;
}
const preparedReads = /FROM (campaigns|experiments)/;

async function createCampaign(name: string): Promise<string> {
  const res = await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', name) });
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { createCampaign: { id: string } }).createCampaign.id;
}

it('a new process answers from the snapshot: the same bytes, no campaign or experiment read', async () => {
  await createCampaign('Snapshot one');
  const built = await lookupText(newProcess());
  await snapshotStored();
  const reads = spyDriverReads();
  expect(await lookupText(newProcess())).toBe(built);
  expect(reads.count(preparedReads)).toBe(0);
  expect(reads.count(/FROM shops s LEFT JOIN lookup_snapshots/)).toBe(1);
});

it('a cold lookup is one statement: the shop’s version, its row and its snapshot', async () => {
  await lookupText(newProcess());
  await snapshotStored();
  const reads = spyDriverReads();
  const app = newProcess();
  await lookupText(app);
  expect(reads.count(/./)).toBe(1);
  // Held by the process now: the version check (every request here) is the one statement of the next lookup.
  await lookupText(app);
  expect([reads.count(/./), reads.count(/^SELECT public_version FROM shops WHERE id = \?$/)]).toEqual([2, 1]);
});

it('a cold lookup after a write reads the shop and its version once: then the experiment and the campaigns', async () => {
  await snapshotStored();
  await createCampaign('Snapshot cold');
  const reads = spyDriverReads();
  expect(JSON.parse(await lookupText(newProcess())).campaigns.map((c: { name: string }) => c.name)).toContain('Snapshot cold');
  expect([reads.count(/./), reads.count(/FROM shops/), reads.count(preparedReads)]).toEqual([3, 1, 2]);
});

it('a snapshot read with the shop is used only while its version is the one the process knows', async () => {
  await lookupText(newProcess());
  const version = await snapshotStored();
  const deps = createDeps({ config: { ...ctx.config, publicVersionCheckMs: 0 }, db: ctx.db, logger: createLogger('silent') });
  const { shop } = await loadPublicShop(deps, SHOP_A);
  if (!shop) throw new Error('the shop is installed');
  const empty = `${JSON.stringify({ format: 2, campaigns: [] })}\n`;
  const reads = spyDriverReads();
  expect((await preparedCart(deps, shop, { version: version - 1, body: empty })).campaigns.length).toBeGreaterThan(0);
  expect(reads.count(/FROM shops s LEFT JOIN lookup_snapshots/)).toBe(1);
  deps.lookupCache.invalidate(SHOP_A);
  expect((await preparedCart(deps, shop, { version, body: empty })).campaigns).toEqual([]);
  expect(reads.count(/./)).toBe(1);
});

it('a merchant write moves the version past the snapshot: the next process reads the campaigns and stores a new one', async () => {
  const before = await snapshotStored();
  await createCampaign('Snapshot two');
  const reads = spyDriverReads();
  expect(JSON.parse(await lookupText(newProcess())).campaigns.map((c: { name: string }) => c.name)).toContain('Snapshot two');
  expect(reads.count(/FROM campaigns/)).toBe(1);
  expect(await snapshotStored()).toBeGreaterThan(before);
});

it('the process that made the write does not answer from a snapshot of the version before it', async () => {
  const app = newProcess();
  await lookupText(app);
  await snapshotStored();
  const id = await createCampaign('Snapshot three');
  expect(JSON.parse(await lookupText(app)).campaigns.map((c: { id: string }) => c.id)).toContain(id);
});

it('a snapshot older than the lookup cache’s time to live is built again', async () => {
  await lookupText(newProcess());
  await snapshotStored();
  const longAgo = Date.now() - ctx.config.lookupCacheTtlMs - 1000;
  await ctx.db.sequelize.query('UPDATE lookup_snapshots SET built_at = ? WHERE shop_id = ?', { replacements: [longAgo, SHOP_A] });
  const reads = spyDriverReads();
  await lookupText(newProcess());
  expect(reads.count(/FROM campaigns/)).toBe(1);
  for (let i = 0; ((await snapshotRow())?.built_at ?? 0) <= longAgo; i++) {
    if (i > 200) throw new Error('the stale snapshot was not replaced');
    await new Promise((r) => setTimeout(r, 25));
  }
});

it('a body of another format, or one cut short or run on, is built again, not misread', async () => {
  const bodies = [
    JSON.stringify({ format: 0, campaigns: 'not these' }),
    `${JSON.stringify({ format: 2, campaigns: [] })}\n{"id":"left over"}`,
    `${JSON.stringify({ format: 2, campaigns: [{ pick: { id: 'x' }, length: 500 }] })}\n{"id":"x"}`,
  ];
  for (const body of bodies) {
    // The last round's bad row is at the current version too: without it gone, snapshotStored would not wait for this
    // round's (unawaited) write, which could then land over the body written below.
    await ctx.db.sequelize.query('DELETE FROM lookup_snapshots WHERE shop_id = ?', { replacements: [SHOP_A] });
    await lookupText(newProcess());
    const version = await snapshotStored();
    await writeLookupSnapshot(ctx.db, SHOP_A, version, Date.now(), body);
    const reads = spyDriverReads();
    expect(JSON.parse(await lookupText(newProcess())).campaigns.length).toBeGreaterThan(0);
    expect(reads.count(/FROM campaigns/)).toBe(1);
  }
});

it('a late build of an older version never replaces a newer snapshot', async () => {
  await lookupText(newProcess());
  const version = await snapshotStored();
  await writeLookupSnapshot(ctx.db, SHOP_A, version - 1, Date.now(), JSON.stringify({ format: 1, cart: { campaigns: [] } }));
  expect((await snapshotRow())?.version).toBe(version);
  const reads = spyDriverReads();
  expect(JSON.parse(await lookupText(newProcess())).campaigns.length).toBeGreaterThan(0);
  expect(reads.count(preparedReads)).toBe(0);
});
