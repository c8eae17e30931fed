import { z } from 'zod';
import { cantBeBlank, NOT_VALID } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { bumpPublicVersion } from '../db/publicVersion';
import { badRequest, upstreamError } from '../shared/errors';
import { asUpstream } from '../shopify/adminApi';
import {
  collectionProducts,
  HIDDEN_PRODUCT_TYPE,
  PRODUCT_FIELDS,
  searchProducts,
  toRestProduct,
  type ProductNode,
  type RestProduct,
} from '../shopify/products';
import { titleSearchQuery } from '../shopify/searchQuery';
import { searchTextSchema } from '../http/validate';

/** Query of GET /products; `query` (a title search) stands alone: it cannot narrow a handle, collection or type. */
export const productsQuerySchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(50).default(5),
    handle: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,254}$/i)
      .optional(),
    collection_id: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
    type: z.literal('hidden').optional(),
    query: searchTextSchema.optional(),
  })
  .refine((q) => q.query === undefined || (!q.handle && !q.collection_id && !q.type), {
    error: 'cannot be combined with handle, collection_id or type',
    path: ['query'],
  });

/** GET /products: by handle, by collection, by title search, or the shop's hidden products; cached a minute. */
export async function listProducts(
  deps: AppDeps,
  shop: string,
  token: string,
  q: z.output<typeof productsQuerySchema>,
): Promise<{ products: RestProduct[] }> {
  const search = titleSearchQuery(q.query);
  const key = `admin-products:${JSON.stringify({ ...q, query: search })}`;
  const cached = deps.lookupCache.get<RestProduct[]>(shop, key);
  if (cached) return { products: cached };
  let products: RestProduct[];
  try {
    if (q.type === 'hidden')
      products = await searchProducts(deps, shop, token, `product_type:${HIDDEN_PRODUCT_TYPE}`, q.limit);
    else if (q.collection_id) products = await collectionProducts(deps, shop, token, q.collection_id, q.limit);
    else if (q.handle) products = await searchProducts(deps, shop, token, `handle:${q.handle}`, q.limit);
    else products = await searchProducts(deps, shop, token, search, q.limit);
  } catch (err) {
    throw asUpstream(err);
  }
  deps.lookupCache.set(shop, key, products);
  return { products };
}

const required = (name: string) =>
  z
    .string({ error: cantBeBlank(name) })
    .trim()
    .min(1, { error: cantBeBlank(name) });

/** Body of POST /products: a hidden (virtual) product; all four fields are required (campaigns.md §5). */
export const hiddenProductSchema = z.strictObject({
  title: required('title').max(255, { error: 'is too long (maximum is 255 characters)' }),
  price: z.union([z.string(), z.number()], { error: cantBeBlank('price') }).transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.trim();
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(s) || Number(s) <= 0) {
      ctx.addIssue({ code: 'custom', message: NOT_VALID });
      return z.NEVER;
    }
    return Number(s).toFixed(2);
  }),
  image: required('image')
    .max(2048)
    .refine((u) => u === '' || /^https?:\/\/\S+$/.test(u), { error: NOT_VALID }),
  body_html: required('body_html').max(20000, { error: 'is too long (maximum is 20000 characters)' }),
});

const CREATE = `mutation CartliftHiddenProduct($product: ProductCreateInput!, $media: [CreateMediaInput!]) {
  productCreate(product: $product, media: $media) { product { ${PRODUCT_FIELDS} } userErrors { field message } }
}`;
const PRICE = `mutation CartliftHiddenPrice($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) { productVariants { id price } userErrors { field message } }
}`;

interface UserError {
  field: string[] | null;
  message: string;
}

/** POST /products: creates the hidden product in the store, then sets its variant's price. */
export async function createHiddenProduct(
  deps: AppDeps,
  shop: string,
  token: string,
  body: z.output<typeof hiddenProductSchema>,
): Promise<{ product: RestProduct }> {
  try {
    const created = await deps.adminApi.graphql<{
      productCreate: { product: ProductNode | null; userErrors: UserError[] };
    }>(shop, token, CREATE, {
      product: {
        title: body.title,
        descriptionHtml: body.body_html,
        productType: HIDDEN_PRODUCT_TYPE,
        status: 'ACTIVE',
        tags: ['cartlift-hidden'],
      },
      media: [{ originalSource: body.image, mediaContentType: 'IMAGE' }],
    });
    const { product, userErrors } = created.productCreate;
    if (!product || userErrors.length) throw badRequest(userErrors[0]?.message ?? 'Product could not be created');
    const variant = product.variants.nodes[0];
    if (!variant) throw upstreamError('The store created a product without a variant');
    const priced = await deps.adminApi.graphql<{ productVariantsBulkUpdate: { userErrors: UserError[] } }>(
      shop,
      token,
      PRICE,
      {
        productId: product.id,
        variants: [{ id: variant.id, price: body.price }],
      },
    );
    if (priced.productVariantsBulkUpdate.userErrors.length)
      throw badRequest(priced.productVariantsBulkUpdate.userErrors[0].message, 'price');
    variant.price = body.price;
    await deps.db.write((transaction) => bumpPublicVersion(deps.db, shop, transaction));
    deps.lookupCache.invalidate(shop);
    return { product: toRestProduct(product) };
  } catch (err) {
    throw asUpstream(err);
  }
}
