import request from 'supertest';
import type { TestContext } from './context';

/** GET/POST a billing route as shop; with status, supertest fails the call unless the answer has it. */
export const asShop = (ctx: TestContext, shop: string) => ({
  get: async (path: string, status?: number) => {
    const t = request(ctx.app).get(path).set('Authorization', `Bearer ${await ctx.tokenFor(shop)}`);
    return status === undefined ? t : t.expect(status);
  },
  post: async (path: string, body: unknown, status?: number) => {
    const t = request(ctx.app).post(path).set('Authorization', `Bearer ${await ctx.tokenFor(shop)}`).send(body as object);
    return status === undefined ? t : t.expect(status);
  },
});

/**
 * Clicks Approve or Decline on the dev store's confirmation page, then follows Shopify's redirect to the gateway's
 * return URL in-process; answers where the gateway sent the merchant.
 */
export async function decide(ctx: TestContext, confirmationUrl: string, decision: 'approve' | 'decline') {
  const page = await fetch(confirmationUrl);
  if (page.status !== 200) throw new Error(`confirmation page answered ${page.status}`);
  const url = new URL(confirmationUrl);
  url.searchParams.set('decision', decision);
  const res = await fetch(url, { method: 'POST', redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  const ret = await request(ctx.app).get(`${back.pathname}${back.search}`);
  return { chargeId: back.searchParams.get('charge_id') ?? '', location: String(ret.headers.location), status: ret.status };
}

/** Moves an accepted subscription's start back in both the gateway and the dev store (past the free trial). */
export async function acceptedDaysAgo(ctx: TestContext, shop: string, days: number): Promise<void> {
  const at = new Date(Date.now() - days * 86_400_000);
  const sub = await ctx.db.models.AppSubscription.findByPk(shop);
  if (!sub) throw new Error('no subscription');
  await sub.update({ accepted_at: at });
  for (const s of ctx.store!.state.billing.subscriptions) if (s.status === 'ACTIVE') s.activatedAt = at.toISOString();
}
