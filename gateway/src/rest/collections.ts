import type { z } from 'zod';
import type { CollectionList, collectionsQuerySchema } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { asUpstream } from '../shopify/adminApi';
import { searchCollections, type RestCollection } from '../shopify/collections';
import { titleSearchQuery } from '../shopify/searchQuery';

/** GET /collections: the shop's collections, optionally those whose title has every searched word; cached a minute. */
export async function listCollections(
  deps: AppDeps,
  shop: string,
  token: string,
  q: z.output<typeof collectionsQuerySchema>,
): Promise<CollectionList> {
  const search = titleSearchQuery(q.query);
  const key = `admin-collections:${JSON.stringify([q.limit, search ?? null])}`;
  const cached = deps.lookupCache.get<RestCollection[]>(shop, key);
  if (cached) return { collections: cached };
  let collections: RestCollection[];
  try {
    collections = await searchCollections(deps, shop, token, search, q.limit);
  } catch (err) {
    throw asUpstream(err);
  }
  deps.lookupCache.set(shop, key, collections);
  return { collections };
}
