import type { TestContext } from './context';

/** GraphQL documents of draft carts and experiments (docs/experiments.md "Admin GraphQL"). */
export const D = {
  drafts: `{ cartDrafts { id name settings campaignIds createdAt updatedAt lockedBy } }`,
  draft: `query($id: ID!) { cartDraft(id: $id) { id name settings campaignIds lockedBy } }`,
  history: `{ liveCartHistory { canRollback savedAt } }`,
  create: `mutation($input: JSON!) { createCartDraft(input: $input) { id name settings campaignIds createdAt updatedAt lockedBy } }`,
  update: `mutation($id: ID!, $input: JSON!) { updateCartDraft(id: $id, input: $input) { id name settings campaignIds lockedBy } }`,
  remove: `mutation($id: ID!) { deleteCartDraft(id: $id) }`,
  publish: `mutation($id: ID!) { publishCartDraft(id: $id) { id settings } }`,
  rollback: `mutation { rollbackLiveCart { id settings } }`,
};

export const X = {
  list: `{ experiments { id name variant splitPercent goal plannedVisitors status startedAt stoppedAt createdAt } }`,
  one: `query($id: ID!) { experiment(id: $id) { id name variant splitPercent goal plannedVisitors status startedAt stoppedAt } }`,
  create: `mutation($input: JSON!) { createExperiment(input: $input) { id name variant splitPercent goal plannedVisitors status startedAt stoppedAt createdAt } }`,
  update: `mutation($id: ID!, $input: JSON!) { updateExperiment(id: $id, input: $input) { id name splitPercent status } }`,
  remove: `mutation($id: ID!) { deleteExperiment(id: $id) }`,
  start: `mutation($id: ID!) { startExperiment(id: $id) { id status startedAt stoppedAt } }`,
  stop: `mutation($id: ID!) { stopExperiment(id: $id) { id status startedAt stoppedAt } }`,
  promote: `mutation($id: ID!) { promoteExperiment(id: $id) { id status startedAt stoppedAt } }`,
};

/** A valid experiment input: a 50/50 test of the draft (or of the theme's own cart). */
export const experimentInput = (draftId: string | null, name = 'Blue cart'): Record<string, unknown> => ({
  name,
  variant: draftId ? { kind: 'draft', draftId } : { kind: 'theme' },
  splitPercent: 50,
  goal: 'conversion_rate',
  plannedVisitors: 2000,
});

/** The GraphQL answer's data, failing the test on any error. */
export async function ok<T = Record<string, unknown>>(
  ctx: TestContext,
  shop: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await ctx.gql(shop, query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

/** The GraphQL answer's errors as [code, path, message], expecting at least one. */
export async function refused(
  ctx: TestContext,
  shop: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Array<{ code: string; path?: string; message: string }>> {
  const res = await ctx.gql(shop, query, variables);
  expect(res.body.errors?.length).toBeGreaterThan(0);
  return res.body.errors.map((e: { message: string; extensions: { code: string; path?: string } }) => ({
    code: e.extensions.code,
    ...(e.extensions.path !== undefined ? { path: e.extensions.path } : {}),
    message: e.message,
  }));
}

/** The shop's public version (bumped by every write that changes the storefront's answers). */
export async function publicVersion(ctx: TestContext, shop: string): Promise<number> {
  return (await ctx.db.models.Shop.findByPk(shop))!.public_version;
}

/** Which of the shop's campaigns are on, by id. */
export async function activeIds(ctx: TestContext, shop: string): Promise<string[]> {
  const rows = await ctx.db.models.Campaign.findAll({ where: { shop_id: shop, active: true }, attributes: ['id'] });
  return rows.map((r) => r.id).sort();
}
