import type { CatalogueProduct } from '@cartlift/domain';
import type { AdminApiDeps } from './adminApi';

/** Product type that marks the app's hidden (virtual) one-check products (campaigns.md §3). */
export const HIDDEN_PRODUCT_TYPE = 'cartlift_hidden';

/** The product fields the gateway reads (Admin API contract, coordination.md). */
export const PRODUCT_FIELDS = /* GraphQL */ `
  id title handle productType tags status descriptionHtml
  featuredImage { url }
  images(first: 10) { nodes { url } }
  options { name values }
  variants(first: 100) {
    nodes {
      id title price compareAtPrice inventoryQuantity inventoryPolicy
      inventoryItem { tracked }
      selectedOptions { name value }
    }
  }
`;

/** An Admin API product node as PRODUCT_FIELDS selects it. */
export interface ProductNode {
  id: string;
  title: string;
  handle: string;
  productType: string;
  tags: string[];
  status: string;
  descriptionHtml: string;
  featuredImage: { url: string } | null;
  images: { nodes: Array<{ url: string }> };
  options: Array<{ name: string; values: string[] }>;
  variants: {
    nodes: Array<{
      id: string;
      title: string;
      price: string;
      compareAtPrice: string | null;
      inventoryQuantity: number | null;
      inventoryPolicy: string;
      inventoryItem: { tracked: boolean } | null;
      selectedOptions: Array<{ name: string; value: string }>;
    }>;
  };
}

/** The numeric part of a gid ("gid://shopify/Product/123" → 123). */
export function numericId(gid: string): number {
  const m = /(\d+)$/.exec(gid);
  return m ? Number(m[1]) : NaN;
}

/** A product in the storefront/REST shape the admin and the cart read (cart-and-shop.md §3 "Product mapping"). */
export function toRestProduct(p: ProductNode): CatalogueProduct {
  const images = p.images.nodes.map((i) => ({ src: i.url }));
  return {
    id: numericId(p.id),
    title: p.title,
    handle: p.handle,
    product_type: p.productType,
    tags: p.tags,
    status: p.status.toLowerCase(),
    body_html: p.descriptionHtml,
    image: p.featuredImage ? { src: p.featuredImage.url } : (images[0] ?? null),
    images,
    options: p.options,
    variants: p.variants.nodes.map((v) => ({
      id: numericId(v.id),
      product_id: numericId(p.id),
      title: v.title,
      price: v.price,
      compare_at_price: v.compareAtPrice,
      inventory_quantity: v.inventoryQuantity,
      inventory_policy: v.inventoryPolicy.toLowerCase(),
      inventory_management: v.inventoryItem?.tracked ? 'shopify' : null,
      option1: v.selectedOptions[0]?.value ?? null,
      option2: v.selectedOptions[1]?.value ?? null,
      option3: v.selectedOptions[2]?.value ?? null,
    })),
  };
}

/** A product as the gateway answers it (the domain's declaration). */
export type RestProduct = CatalogueProduct;

const PRODUCTS_QUERY = `query CartliftProducts($first: Int!, $query: String) {
  products(first: $first, query: $query) { nodes { ${PRODUCT_FIELDS} } }
}`;

const COLLECTION_QUERY = `query CartliftCollection($id: ID!, $first: Int!) {
  collection(id: $id) { products(first: $first) { nodes { ${PRODUCT_FIELDS} } } }
}`;

/** Products matching an Admin API search query. */
export async function searchProducts(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  query: string | undefined,
  first: number,
): Promise<RestProduct[]> {
  const data = await deps.adminApi.graphql<{ products: { nodes: ProductNode[] } }>(shop, token, PRODUCTS_QUERY, {
    first,
    query,
  });
  return data.products.nodes.map(toRestProduct);
}

/** Products of one collection; [] when the collection does not exist. */
export async function collectionProducts(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  collectionId: string,
  first: number,
): Promise<RestProduct[]> {
  const data = await deps.adminApi.graphql<{ collection: { products: { nodes: ProductNode[] } } | null }>(
    shop,
    token,
    COLLECTION_QUERY,
    {
      id: `gid://shopify/Collection/${collectionId}`,
      first,
    },
  );
  return data.collection ? data.collection.products.nodes.map(toRestProduct) : [];
}

/** Products by numeric id (at most 250 per call). */
export function productsByIds(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  ids: readonly string[],
): Promise<RestProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return searchProducts(deps, shop, token, ids.map((id) => `id:${id}`).join(' OR '), Math.min(ids.length, 250));
}
