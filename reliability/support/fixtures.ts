import { validCampaign, Q } from '../badInput/graphqlCases';
import { send, type Answer } from './http';
import type { Stack } from './stack';

/** A product of the dev store with its variant ids (from the store's own Ajax /products/<handle>.js). */
export interface StoreProduct {
  id: number;
  variants: number[];
}

export async function storeProduct(storeUrl: string, handle: string): Promise<StoreProduct> {
  const a = await send(storeUrl, { path: `/products/${handle}.js` });
  const p = a.json as { id: number; variants: Array<{ id: number }> };
  return { id: p.id, variants: p.variants.map((v) => v.id) };
}

/** The data of a GraphQL answer's one root field, or undefined when it failed. */
export function gqlData<T>(a: Answer, field: string): T | undefined {
  const body = a.json as { data?: Record<string, T | null> } | undefined;
  return a.status === 200 ? (body?.data?.[field] ?? undefined) : undefined;
}

/** A created campaign as the admin API answers it. */
export interface Created {
  id: string;
  campaign_key: string;
}

/** Creates a campaign through the admin API (add to unlock on all products, or a bundle on one product). */
export async function createCampaign(
  stack: Pick<Stack, 'admin'>,
  type: 'add_to_unlock' | 'bundles',
  name: string,
  productId?: number,
  timeoutMs?: number,
): Promise<{ answer: Answer; created?: Created }> {
  const input = validCampaign(type, name);
  if (type === 'bundles' && productId) {
    input.target = {
      ...(input.target as object),
      selected: [{ id: String(productId), title: 'P' }],
      ids: [String(productId)],
    };
  }
  const answer = await stack.admin.gql(
    'mutation($input: JSON!) { createCampaign(input: $input) { id campaign_key } }',
    { input },
    timeoutMs,
  );
  return { answer, created: gqlData<Created>(answer, 'createCampaign') };
}

/** Every campaign name of the shop, read page by page through the admin API. */
export async function campaignNames(stack: Pick<Stack, 'admin'>, shop: string): Promise<string[]> {
  const names: string[] = [];
  let nextToken: string | null = null;
  do {
    const a = await stack.admin.gql(
      'query($userId: String!, $nextToken: String) { campaigns(userId: $userId, nextToken: $nextToken, limit: 50) { nextToken campaigns { name } } }',
      { userId: shop, nextToken },
    );
    const page = gqlData<{ nextToken: string | null; campaigns: Array<{ name: string }> }>(a, 'campaigns');
    if (!page) throw new Error(`campaigns query failed: ${a.status} ${a.text}`);
    names.push(...page.campaigns.map((c) => c.name));
    nextToken = page.nextToken;
  } while (nextToken);
  return names;
}

export { Q };
