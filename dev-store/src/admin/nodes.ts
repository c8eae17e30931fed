import { GraphQLError } from 'graphql';
import type { StoreDeps } from '../config';
import { absoluteImage, decimal } from '../catalog/serialize';
import type { Collection, Product, ProductImage, Variant } from '../catalog/types';
import { CURRENCIES } from '../state';

/** Per-request resolver context. */
export interface AdminContext {
  deps: StoreDeps;
  origin: string;
  /** The installation the caller's access token stands for (app subscriptions belong to it). */
  installation?: string;
}

const MAX_PAGE = 250;

/** gid://shopify/{type}/{id}. */
export const gid = (type: string, id: number | string) => `gid://shopify/${type}/${id}`;

/** The numeric id of a gid of the given type, or undefined. */
export function parseGid(value: unknown, type: string): number | undefined {
  const match = typeof value === 'string' ? new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/** A Relay-style connection with opaque cursors; Shopify requires `first` (or `last`) on connections. */
export function connection<T>(items: T[], args: { first?: number | null; after?: string | null }) {
  if (args.first === undefined || args.first === null) throw new GraphQLError('you must provide one of first or last');
  if (args.first > MAX_PAGE || args.first < 0) throw new GraphQLError(`The first argument must be between 0 and ${MAX_PAGE}.`);
  const start = args.after ? Number(Buffer.from(args.after, 'base64').toString('utf8').replace(/^cursor:/, '')) + 1 : 0;
  const slice = items.slice(start, start + args.first);
  const cursor = (i: number) => Buffer.from(`cursor:${i}`).toString('base64');
  return {
    nodes: slice,
    pageInfo: { hasNextPage: start + args.first < items.length, hasPreviousPage: start > 0, startCursor: slice.length ? cursor(start) : null, endCursor: slice.length ? cursor(start + slice.length - 1) : null },
  };
}

function imageNode(image: ProductImage, ctx: AdminContext) {
  const src = absoluteImage(image.src, ctx.origin);
  return {
    id: gid('ProductImage', image.id), altText: image.alt, width: image.width, height: image.height,
    url: (args: { transform?: { maxWidth?: number; maxHeight?: number } }) => {
      const w = args.transform?.maxWidth;
      const h = args.transform?.maxHeight;
      return w || h ? src.replace(/(\.[a-z]+)(\?|$)/i, `_${w ?? ''}x${h ?? ''}$1$2`) : src;
    },
  };
}

/** A ProductVariant node. */
export function variantNode(product: Product, variant: Variant, ctx: AdminContext) {
  const { catalog } = ctx.deps.state;
  return {
    id: gid('ProductVariant', variant.id), legacyResourceId: String(variant.id), title: variant.title,
    displayName: `${product.title} - ${variant.title}`, sku: variant.sku, barcode: variant.barcode, position: variant.position,
    price: decimal(variant.price), compareAtPrice: variant.compareAtPrice === null ? null : decimal(variant.compareAtPrice),
    inventoryQuantity: variant.inventoryQuantity, inventoryPolicy: variant.inventoryPolicy.toUpperCase(),
    inventoryItem: { id: gid('InventoryItem', variant.id + 1000000000), tracked: variant.tracked },
    selectedOptions: product.options.map((o, i) => ({ name: o.name, value: variant.options[i] })),
    availableForSale: product.status === 'ACTIVE' && catalog.isAvailable(variant),
    image: () => {
      const image = product.images.find((i) => i.id === variant.imageId);
      return image ? imageNode(image, ctx) : null;
    },
    product: () => productNode(product, ctx),
  };
}

// Seeded collections have no image of their own; each gets a generated one (choice: Shopify's is uploaded or null).
const COLLECTION_IMAGE_ID_OFFSET = 37100000000000;
function collectionImage(collection: Collection): ProductImage {
  return { id: COLLECTION_IMAGE_ID_OFFSET + collection.id, src: `/cdn/shop/files/collection-${collection.handle}.png?v=1767600000`, width: 800, height: 800, alt: collection.title, variantIds: [] };
}

/** A Collection node. */
export function collectionNode(collection: Collection, ctx: AdminContext) {
  const { catalog } = ctx.deps.state;
  const products = () => collection.productIds.map((id) => catalog.productById(id)).filter((p): p is Product => p !== undefined);
  return {
    id: gid('Collection', collection.id), legacyResourceId: String(collection.id), handle: collection.handle, title: collection.title,
    descriptionHtml: collection.bodyHtml, productsCount: () => ({ count: products().length, precision: 'EXACT' }),
    image: imageNode(collectionImage(collection), ctx),
    products: (args: { first?: number; after?: string }) => connection(products().map((p) => productNode(p, ctx)), args),
  };
}

/** A Product node; nested connections resolve lazily. */
export function productNode(product: Product, ctx: AdminContext) {
  const { catalog } = ctx.deps.state;
  const prices = product.variants.map((v) => v.price);
  const moneyV2 = (cents: number) => ({ amount: decimal(cents), currencyCode: CURRENCIES[0].code });
  return {
    id: gid('Product', product.id), legacyResourceId: String(product.id), title: product.title, handle: product.handle,
    productType: product.productType, vendor: product.vendor, tags: product.tags, status: product.status,
    descriptionHtml: product.bodyHtml, description: product.bodyHtml.replace(/<[^>]+>/g, ''), createdAt: product.createdAt,
    updatedAt: product.updatedAt, publishedAt: product.publishedAt,
    onlineStoreUrl: product.status === 'ACTIVE' ? `https://${ctx.deps.config.shopDomain}/products/${product.handle}` : null,
    totalInventory: product.variants.reduce((s, v) => s + (v.tracked ? v.inventoryQuantity : 0), 0),
    tracksInventory: product.variants.some((v) => v.tracked),
    hasOnlyDefaultVariant: product.variants.length === 1 && product.variants[0].title === 'Default Title',
    requiresSellingPlan: product.requiresSellingPlan,
    featuredImage: product.images[0] ? imageNode(product.images[0], ctx) : null,
    images: (args: { first?: number; after?: string }) => connection(product.images.map((i) => imageNode(i, ctx)), args),
    options: () => product.options.map((o, i) => ({ id: gid('ProductOption', product.id * 10 + i), name: o.name, position: i + 1, values: o.values })),
    variants: (args: { first?: number; after?: string }) => connection(product.variants.map((v) => variantNode(product, v, ctx)), args),
    priceRangeV2: { minVariantPrice: moneyV2(Math.min(...prices)), maxVariantPrice: moneyV2(Math.max(...prices)) },
    collections: (args: { first?: number; after?: string }) => connection(catalog.collectionsOf(product.id).map((c) => collectionNode(c, ctx)), args),
    sellingPlanGroups: (args: { first?: number; after?: string }) => connection(product.sellingPlanGroups.map((g) => ({
      id: gid('SellingPlanGroup', Number(g.id.replace(/\D/g, '')) || 0), name: g.name,
      sellingPlans: (a: { first?: number; after?: string }) => connection(g.sellingPlans.map((s) => ({
        id: gid('SellingPlan', s.id), name: s.name,
        // Unions resolve by __typename (graphql-js's default type resolver), as Shopify names them.
        pricingPolicies: s.priceAdjustments.slice(0, 1).map((adj) => ({
          __typename: 'SellingPlanFixedPricingPolicy',
          adjustmentType: ({ percentage: 'PERCENTAGE', fixed_amount: 'FIXED_AMOUNT', price: 'PRICE' } as const)[adj.valueType],
          adjustmentValue: adj.valueType === 'percentage'
            ? { __typename: 'SellingPlanPricingPolicyPercentageValue', percentage: adj.value }
            : { __typename: 'MoneyV2', ...moneyV2(adj.value) },
        })),
      })), a),
    })), args),
  };
}
