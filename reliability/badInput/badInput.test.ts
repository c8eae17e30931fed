import { send, isClearRefusal } from '../support/http';
import { changedTables, gatewayTables, openSnapshots } from '../support/snapshot';
import { DEMO_SHOP, LOCAL_SECRET, LONG, record, startStack, type Stack } from '../support/stack';
import { graphqlCases, Q, validCampaign } from './graphqlCases';
import { httpCases } from './httpCases';
import type { BadCase } from './types';

let stack: Stack;
let token = '';
let campaignId = '';

beforeAll(async () => {
  stack = await startStack('shared');
  const created = await stack.admin.gql(Q.create, { input: validCampaign('add_to_unlock', 'Existing') });
  const id = (created.json as { data?: { createCampaign?: { id?: string } } } | undefined)?.data?.createCampaign?.id;
  // Once (1 run of 4 at 5645473) this answer had no data; the suite now says what came instead of a TypeError.
  if (!id) {
    const answer = `${created.status} ${created.failure ?? ''} ${created.text.slice(0, 500)}`;
    throw new Error(`creating the campaign the cases edit failed: ${answer}\ngateway output:\n${stack.gateways[0].output().slice(-2000)}`);
  }
  campaignId = id;
}, 120_000);
afterAll(() => stack?.stop(), 60_000);

/** The short form keeps every shape, encoding and nesting case and every third generated field case. */
function pick(cases: BadCase[]): BadCase[] {
  if (LONG) return cases;
  return cases.filter((c, i) => !c.group.includes('wrong type') || i % 3 === 0);
}

test('every bad input gets a clear 4xx and changes nothing stored', async () => {
  const ctx = { shop: DEMO_SHOP, secret: LOCAL_SECRET, token: () => token, campaignId: () => campaignId };
  const cases = pick([...graphqlCases(ctx), ...httpCases(ctx)]);
  const snapshots = await openSnapshots(stack.db, gatewayTables(stack.db));
  let before = await snapshots.take();
  // "0 stored" only means something if a snapshot sees a stored change: one name changed and changed back first.
  stack.db.sql(`UPDATE cartlift_rel.campaigns SET name = 'Existing (probe)' WHERE name = 'Existing'`);
  expect(changedTables(before, await snapshots.take())).toEqual(['campaigns']);
  stack.db.sql(`UPDATE cartlift_rel.campaigns SET name = 'Existing' WHERE name = 'Existing (probe)'`);
  expect(await snapshots.take()).toBe(before);
  const groups = new Map<string, { tried: number; clear: number; server5xx: number; stored: number }>();
  const failures: string[] = [];
  const started = Date.now();
  for (const c of cases) {
    token = await stack.admin.bearer();
    const a = await send(stack.gateways[0].url, c.call());
    const after = await snapshots.take();
    const changed = changedTables(before, after);
    before = after;
    const g = groups.get(c.group) ?? { tried: 0, clear: 0, server5xx: 0, stored: 0 };
    groups.set(c.group, g);
    g.tried++;
    const clear = isClearRefusal(a);
    if (clear) g.clear++;
    if (a.status >= 500) g.server5xx++;
    if (changed.length) g.stored++;
    if (!clear || changed.length) {
      failures.push(
        `${c.group} | ${c.name} → ${a.status || a.failure} ${a.text.slice(0, 160)}${changed.length ? ` | changed ${changed}` : ''}`,
      );
    }
  }
  const total = [...groups.values()].reduce(
    (t, g) => ({
      tried: t.tried + g.tried,
      clear: t.clear + g.clear,
      server5xx: t.server5xx + g.server5xx,
      stored: t.stored + g.stored,
    }),
    { tried: 0, clear: 0, server5xx: 0, stored: 0 },
  );
  await snapshots.close();
  record('bad-input', { seconds: (Date.now() - started) / 1000, total, groups: Object.fromEntries(groups), failures });
  expect(stack.gateways[0].alive()).toBe(true);
  expect(failures).toEqual([]);
  // Close to what the generators make (654 short, 1,073 long): losing a chunk of a generator fails here.
  expect(total.tried).toBeGreaterThanOrEqual(LONG ? 1000 : 600);
}, 900_000);
