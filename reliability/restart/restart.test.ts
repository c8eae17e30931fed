import { send, type Answer } from '../support/http';
import { campaignNames, createCampaign, gqlData, type Created } from '../support/fixtures';
import { sleep } from '../support/processes';
import { DEMO_SHOP, LONG, record, startStack, type Stack } from '../support/stack';

/** No request may take longer than this, outage or not (the gateway's own DB timeouts are shorter). */
const BOUND_MS = 10_000;
/** The promise: serving again within 5 s of the database coming back. */
const RECOVERY_LIMIT_S = 5;

let stack: Stack;
let key = '';

beforeAll(async () => {
  // TTL 0: no lookup is answered from a fresh cache entry, so a lookup served during an outage proves stale-if-error.
  stack = await startStack('restart', 1, { LOOKUP_CACHE_TTL_MS: '0' });
  const first = await createCampaign(stack, 'add_to_unlock', 'Restart base');
  key = first.created!.campaign_key;
}, 180_000);
afterAll(() => stack?.stop(), 60_000);

/** The error code of a 503: {error: {code}} from REST and public routes, errors[0].extensions.code from GraphQL. */
function unavailableCode(a: Answer): string | undefined {
  const body = a.json as { error?: { code?: string }; errors?: Array<{ extensions?: { code?: string } }> } | undefined;
  return body?.error?.code ?? body?.errors?.[0]?.extensions?.code;
}

interface Outage {
  how: 'shutdown' | 'kill -9';
  answers: number;
  ok: number;
  /** Lookups answered 200 while the server was down: with the cache TTL at 0 here, each is a stale-if-error answer. */
  lookupsServed: number;
  clear503: number;
  other: string[];
  slowest: number;
  recoverySeconds: number;
}

test('MariaDB shut down and killed mid-load: 503 JSON meanwhile, every acknowledged write kept, back within 5 s', async () => {
  const base = stack.gateways[0].url;
  const lookup = `/public/campaigns?shop=${DEMO_SHOP}&products=1`;
  await send(base, { path: lookup });
  let outage: Outage | undefined;
  const see = (a: Answer): void => {
    if (!outage) return;
    outage.answers++;
    outage.slowest = Math.max(outage.slowest, a.ms);
    const graphqlErrors = (a.json as { errors?: unknown } | undefined)?.errors;
    if (a.status >= 200 && a.status < 300 && !graphqlErrors) outage.ok++;
    else if (a.status === 503 && a.headers['retry-after'] && unavailableCode(a) === 'UNAVAILABLE') outage.clear503++;
    else if (outage.other.length < 20) outage.other.push(`${a.status || a.failure} ${a.text.slice(0, 120)}`);
  };
  const acked = new Set<string>();
  const removedAcked = new Set<string>();
  const mine: Created[] = [];
  let tracked = 0;
  let attempts = 0;
  let stop = false;
  /** Between the database going away and its restart being started: only stale-if-error can answer a lookup. */
  let down = false;
  let slowest = 0;
  const timed = (a: Answer): Answer => {
    slowest = Math.max(slowest, a.ms);
    see(a);
    return a;
  };
  const writer = async (w: number): Promise<void> => {
    for (let n = 0; !stop; n++) {
      const name = `w${w}-${n}`;
      attempts++;
      const { answer, created } = await createCampaign(stack, 'bundles', name, 1, BOUND_MS);
      timed(answer);
      if (created) {
        acked.add(name);
        mine.push({ ...created, campaign_key: name });
      }
      // Stay under the 35-campaign cap: remove the oldest of ours once there are 20.
      if (mine.length > 20) {
        const old = mine.shift()!;
        const r = timed(
          await stack.admin.gql('mutation($id: ID!) { removeCampaign(id: $id) { id } }', { id: old.id }, BOUND_MS),
        );
        if (gqlData(r, 'removeCampaign')) removedAcked.add(old.campaign_key);
        else mine.unshift(old);
      }
      if (!created) await sleep(50);
    }
  };
  const tracker = async (): Promise<void> => {
    while (!stop) {
      const a = timed(
        await send(base, {
          path: `/public/track?shop=${DEMO_SHOP}`,
          body: { type: 'view_cart', campaigns: [key] },
          timeoutMs: BOUND_MS,
        }),
      );
      if (a.status === 202) tracked += (a.json as { recorded: number }).recorded;
      else await sleep(50);
    }
  };
  const reader = async (): Promise<void> => {
    while (!stop) {
      const a = timed(await send(base, { path: lookup, timeoutMs: BOUND_MS }));
      if (a.status === 200 && outage && down) outage.lookupsServed++;
      if (a.status !== 200) await sleep(50);
    }
  };
  const load = Promise.all([writer(1), writer(2), tracker(), reader()]);
  const outages: Outage[] = [];
  const cycles: Array<Outage['how']> = LONG ? ['shutdown', 'kill -9', 'shutdown', 'kill -9'] : ['kill -9'];
  for (const how of cycles) {
    await sleep(LONG ? 5000 : 2000);
    outage = { how, answers: 0, ok: 0, lookupsServed: 0, clear503: 0, other: [], slowest: 0, recoverySeconds: NaN };
    if (how === 'shutdown') await stack.db.shutdown();
    else await stack.db.kill();
    down = true;
    await sleep(LONG ? 5000 : 3000);
    down = false;
    await stack.db.start();
    const up = performance.now();
    // Serving again = an admin write and a public write both succeed; it is timed when both have answered (the
    // probe's removal after that is clean-up, not part of coming back).
    let back = NaN;
    for (;;) {
      const w = await createCampaign(stack, 'bundles', `probe-${outages.length}`, 1, BOUND_MS);
      const r = await send(base, {
        path: `/public/track?shop=${DEMO_SHOP}`,
        body: { type: 'view_cart', campaigns: [] },
        timeoutMs: BOUND_MS,
      });
      const answered = performance.now();
      if (w.created) {
        await stack.admin.gql('mutation($id: ID!) { removeCampaign(id: $id) { id } }', { id: w.created.id });
      }
      if (w.created && r.status === 202) {
        back = answered;
        break;
      }
      if (performance.now() - up > 30_000) break;
      await sleep(100);
    }
    outage.recoverySeconds = Math.round((back - up) / 100) / 10;
    outages.push(outage);
    outage = undefined;
  }
  await sleep(1000);
  stop = true;
  await load;

  const names = new Set(await campaignNames(stack, DEMO_SHOP));
  const lost = [...acked].filter((n) => !removedAcked.has(n) && !names.has(n));
  const resurrected = [...removedAcked].filter((n) => names.has(n));
  const stored = Number(stack.db.sql(`SELECT COUNT(*) FROM cartlift_rel.analytics_events`).trim());
  const figures = {
    writesAttempted: attempts,
    writesAcknowledged: acked.size + removedAcked.size,
    writesLost: lost.length + resurrected.length,
    trackEventsAcknowledged: tracked,
    trackEventsStored: stored,
    slowestAnswerMs: Math.round(slowest),
    outages: outages.map((o) => ({ ...o, slowest: Math.round(o.slowest) })),
  };
  record('restart', figures);
  expect(stack.gateways[0].alive()).toBe(true);
  expect({ lost, resurrected }).toEqual({ lost: [], resurrected: [] });
  expect(stored).toBeGreaterThanOrEqual(tracked);
  expect(slowest).toBeLessThan(BOUND_MS);
  for (const o of outages) {
    expect(o.other).toEqual([]);
    expect(o.clear503).toBeGreaterThan(0);
    expect(o.lookupsServed).toBeGreaterThan(0);
    expect(o.recoverySeconds).toBeLessThanOrEqual(RECOVERY_LIMIT_S);
  }
}, 600_000);
