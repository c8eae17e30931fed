import { defaultCampaign, defaultCodSettings, defaultShopSettings, defaultStickyCart } from '@cartlift/domain';
import { XSS_VECTORS } from '../vectors/xss';
import type { Call } from '../support/http';
import type { BadCase, CaseContext } from './types';

export const Q = {
  create: 'mutation($input: JSON!) { createCampaign(input: $input) { id } }',
  update: 'mutation($id: ID!, $input: JSON!) { updateCampaign(id: $id, input: $input) { id } }',
  remove: 'mutation($id: ID!) { removeCampaign(id: $id) { id } }',
  shopSettings: 'mutation($id: String!, $input: JSON!) { updateShopSettings(id: $id, input: $input) { id } }',
  shopProp: 'mutation($id: String!, $input: JSON!) { updateShopProp(id: $id, input: $input) { id } }',
  plan: 'mutation($id: String!, $input: JSON!) { updatePlanSettings(id: $id, input: $input) { id } }',
  campaign: 'query($id: ID!) { campaign(id: $id) { id name } }',
  campaigns:
    'query($userId: String!, $nextToken: String, $limit: Int) { campaigns(userId: $userId, nextToken: $nextToken, limit: $limit) { nextToken } }',
};

type Doc = Record<string, unknown>;

/** Dotted paths of every scalar in a document (empty arrays have none). */
function leafPaths(doc: unknown, prefix = ''): string[] {
  if (doc === null || typeof doc !== 'object') return prefix ? [prefix] : [];
  return Object.entries(doc).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

function setAt(doc: Doc, path: string, value: unknown): Doc {
  const copy = structuredClone(doc);
  const segs = path.split('.');
  let cur: Record<string, unknown> = copy;
  for (const s of segs.slice(0, -1)) cur = cur[s] as Record<string, unknown>;
  cur[segs[segs.length - 1]] = value;
  return copy;
}

/** A valid new campaign of a type, from the domain's defaults (what the editor would send). */
export function validCampaign(type: 'add_to_unlock' | 'bundles', name = 'Reliability'): Doc {
  const { active: _active, ...rest } = defaultCampaign(type) as unknown as Doc;
  const doc: Doc = { ...rest, name };
  if (type === 'bundles') {
    doc.target = { ...(doc.target as Doc), selected: [{ id: '1001', title: 'Hoodie' }], ids: ['1001'] };
  }
  return doc;
}

/** An object where a scalar belongs: the classic operator injection ({"$ne": null} logs in on some stacks). */
const WRONG_TYPE = { $ne: 1 };

const gql = (ctx: CaseContext, query: string, variables: unknown): Call => ({
  path: '/graphql',
  headers: { authorization: `Bearer ${ctx.token()}` },
  body: { query, variables },
});

/** The JSON text of a document nested `levels` deep, well under any body limit (a few KB); built as text because
 * JSON.stringify itself recurses. */
export const nestedJson = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Wrong types in every field of a new campaign, a stored campaign and the shop settings; oversize text; markup in enums. */
export function graphqlCases(ctx: CaseContext): BadCase[] {
  const cases: BadCase[] = [];
  const add = (group: string, name: string, call: BadCase['call']): void => {
    cases.push({ group, name, call });
  };
  for (const type of ['add_to_unlock', 'bundles'] as const) {
    const base = validCampaign(type);
    for (const p of leafPaths(base)) {
      if (p === 'name') continue;
      add('graphql: createCampaign wrong type', `${type} ${p}`, () =>
        gql(ctx, Q.create, { input: setAt(base, p, WRONG_TYPE) }),
      );
    }
  }
  const atu = validCampaign('add_to_unlock');
  for (const p of leafPaths(atu).filter((p) => p.startsWith('settings.add_to_unlock.goals.0.'))) {
    add('graphql: updateCampaign wrong type', p, () =>
      gql(ctx, Q.update, { id: ctx.campaignId(), input: setAt(atu, p, WRONG_TYPE) }),
    );
  }
  const shop = defaultShopSettings() as unknown as Doc;
  // default_language is not bad input by the spec: an unknown language falls back to english (cart-and-shop.md §3).
  for (const p of leafPaths(shop).filter((p) => p !== 'default_language')) {
    add('graphql: updateShopSettings wrong type', p, () =>
      gql(ctx, Q.shopSettings, { id: ctx.shop, input: setAt(shop, p, WRONG_TYPE) }),
    );
  }
  const cod = defaultCodSettings() as unknown as Doc;
  for (const p of leafPaths(cod)) {
    add('graphql: cod_settings wrong type', p, () =>
      gql(ctx, Q.shopSettings, { id: ctx.shop, input: { cod_settings: setAt(cod, p, WRONG_TYPE) } }),
    );
  }
  const sticky = defaultStickyCart() as unknown as Doc;
  for (const p of leafPaths(sticky)) {
    add('graphql: sticky_cart wrong type', p, () =>
      gql(ctx, Q.shopSettings, { id: ctx.shop, input: { sticky_cart: setAt(sticky, p, WRONG_TYPE) } }),
    );
  }
  const huge = 'x'.repeat(20_000);
  for (const p of [
    'name',
    'modules.random_text.text',
    'settings.add_to_unlock.goals.0.discount.before',
    'settings.add_to_unlock.title.text',
  ]) {
    add('graphql: oversize text', `createCampaign ${p}`, () => gql(ctx, Q.create, { input: setAt(atu, p, huge) }));
  }
  for (const p of ['empty_cart', 'announcement.text', 'modules.random_text.text', 'custom_css']) {
    add('graphql: oversize text', `updateShopSettings ${p}`, () =>
      gql(ctx, Q.shopSettings, { id: ctx.shop, input: setAt(shop, p, huge.repeat(2)) }),
    );
  }
  // Markup where only an enum, id or domain belongs.
  XSS_VECTORS.slice(0, 12).forEach((v, i) => {
    add('graphql: injected markup', `settings.type #${i}`, () =>
      gql(ctx, Q.create, { input: setAt(atu, 'settings.type', v) }),
    );
    add('graphql: injected markup', `target.type #${i}`, () =>
      gql(ctx, Q.create, { input: setAt(atu, 'target.type', v) }),
    );
    add('graphql: injected markup', `campaign id #${i}`, () => gql(ctx, Q.update, { id: v, input: { active: false } }));
    add('graphql: injected markup', `shop id #${i}`, () =>
      gql(ctx, Q.shopSettings, { id: v, input: { first_cart_turn_on: true } }),
    );
  });
  return [...cases, ...shapeCases(ctx, atu)];
}

/** Requests GraphQL itself must refuse: missing or null variables, wrong variable types, unknown fields, deep nesting. */
function shapeCases(ctx: CaseContext, atu: Doc): BadCase[] {
  const g = (name: string, body: unknown): BadCase => ({
    group: 'graphql: request shape',
    name,
    call: () => ({ path: '/graphql', headers: { authorization: `Bearer ${ctx.token()}` }, body }),
  });
  const deep = nestedJson(5000);
  // Raw JSON text around the deep part (see nestedJson).
  const raw = (name: string, query: string, variables: string): BadCase => ({
    group: 'graphql: request shape',
    name,
    call: () => ({
      path: '/graphql',
      headers: { authorization: `Bearer ${ctx.token()}`, 'content-type': 'application/json' },
      raw: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
    }),
  });
  const atuJson = JSON.stringify(atu).slice(0, -1);
  return [
    g('input null', { query: Q.create, variables: { input: null } }),
    g('variables missing', { query: Q.create }),
    g('variables null', { query: Q.create, variables: null }),
    g('variables a string', { query: Q.create, variables: 'input' }),
    g('input a string', { query: Q.create, variables: { input: 'campaign' } }),
    g('input an array', { query: Q.create, variables: { input: [atu] } }),
    g('input a number', { query: Q.create, variables: { input: 35 } }),
    g('update id null', { query: Q.update, variables: { id: null, input: { active: true } } }),
    g('update input null', { query: Q.update, variables: { id: ctx.campaignId(), input: null } }),
    g('remove id an object', { query: Q.remove, variables: { id: { $ne: 1 } } }),
    g('settings id null', { query: Q.shopSettings, variables: { id: null, input: {} } }),
    g('limit a string', { query: Q.campaigns, variables: { userId: ctx.shop, limit: 'all' } }),
    g('bad nextToken', { query: Q.campaigns, variables: { userId: ctx.shop, nextToken: '<script>' } }),
    g('unknown field', { query: 'query { campaignz { id } }' }),
    g('unknown argument', { query: `mutation { removeCampaign(id: "1", force: true) { id } }` }),
    g('query missing', { variables: {} }),
    g('query a number', { query: 42 }),
    g('query an object', { query: { $ne: 1 } }),
    g('syntax error', { query: 'mutation { createCampaign(' }),
    g('two operations, no name', { query: 'query A { __typename } query B { __typename }' }),
    g('operationName unknown', { query: 'query A { __typename }', operationName: 'B' }),
    g('a batch array', [{ query: Q.campaign, variables: { id: '1' } }]),
    raw('createCampaign nested 5000 levels', Q.create, `{"input":${atuJson},"settings":${deep}}}`),
    raw('updateCampaign nested 5000 levels', Q.update, `{"id":"${ctx.campaignId()}","input":{"modules":${deep}}}`),
    raw('updateShopSettings nested 5000 levels', Q.shopSettings, `{"id":"${ctx.shop}","input":${deep}}`),
    raw('updateShopProp nested 5000 levels', Q.shopProp, `{"id":"${ctx.shop}","input":{"custom_links":${deep}}}`),
    raw('createCampaign 100000 nested arrays', Q.create, `{"input":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
    g('updateShopProp unknown key', { query: Q.shopProp, variables: { id: ctx.shop, input: { is_admin: true } } }),
    g('updatePlanSettings unknown plan', {
      query: Q.plan,
      variables: { id: ctx.shop, input: { current_plan: 'free-forever' } },
    }),
    g('updatePlanSettings charge accepted', {
      query: Q.plan,
      variables: { id: ctx.shop, input: { chargeAccepted: true } },
    }),
  ];
}
