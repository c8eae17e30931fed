import type { z } from 'zod';
import type { CreatedProduct, hiddenProductSchema, ProductList, productsQuerySchema } from '@cartlift/domain';
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

/** GET /products: by handle, by collection, by title search, or the shop's hidden products; cached a minute. */
export async function listProducts(
  deps: AppDeps,
  shop: string,
  token: string,
  q: z.output<typeof productsQuerySchema>,
): Promise<ProductList> {
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
): Promise<CreatedProduct> {
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
