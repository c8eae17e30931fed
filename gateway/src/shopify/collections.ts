import type { CatalogueCollection } from '@cartlift/domain';
import type { AdminApiDeps } from './adminApi';

/** An Admin API collection node as the pickers need it (Shopify 2025-01 field names). */
export interface CollectionNode {
  id: string;
  title: string;
  handle: string;
  image: { url: string } | null;
}

/** A collection as the gateway answers it (the domain's declaration). */
export type RestCollection = CatalogueCollection;

const COLLECTIONS_QUERY = `query CartliftCollections($first: Int!, $query: String) {
  collections(first: $first, query: $query) { nodes { id title handle image { url } } }
}`;

/** The collection in the admin's shape; the id is the gid's number, kept as text so no digit is ever rounded. */
export function toRestCollection(c: CollectionNode): RestCollection {
  return {
    id: /(\d+)$/.exec(c.id)?.[1] ?? c.id,
    title: c.title,
    handle: c.handle,
    image: c.image ? { src: c.image.url } : null,
  };
}

/** Collections matching an Admin API search query (undefined: the first ones). */
export async function searchCollections(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  query: string | undefined,
  first: number,
): Promise<RestCollection[]> {
  const data = await deps.adminApi.graphql<{ collections: { nodes: CollectionNode[] } }>(
    shop,
    token,
    COLLECTIONS_QUERY,
    { first, query },
  );
  return data.collections.nodes.map(toRestCollection);
}
