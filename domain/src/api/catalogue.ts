/**
 * The store's catalogue as the admin reads it (campaigns.md §7): GET /products, GET /collections and POST /products (a
 * hidden one-check product). The gateway validates with these schemas and answers these types; the campaign editor's
 * endpoints are typed by them (imported type-only).
 */
import { z } from 'zod';
import { cantBeBlank, NOT_VALID, tooLong } from '../common';

/** The longest title search the admin routes accept (characters, before the gateway cleans it for Shopify). */
export const MAX_TITLE_SEARCH_LENGTH = 100;

/** A merchant's title search in a query string. */
export const titleSearchSchema = z
  .string({ error: NOT_VALID })
  .max(MAX_TITLE_SEARCH_LENGTH, { error: tooLong(MAX_TITLE_SEARCH_LENGTH) });

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
    query: titleSearchSchema.optional(),
  })
  .refine((q) => q.query === undefined || (!q.handle && !q.collection_id && !q.type), {
    error: 'cannot be combined with handle, collection_id or type',
    path: ['query'],
  });
/** A GET /products query as the admin sends it (`limit` a number: the schema coerces the query string's text). */
export type ProductsQuery = Omit<z.input<typeof productsQuerySchema>, 'limit'> & { limit?: number };

/** Query of GET /collections. */
export const collectionsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  query: titleSearchSchema.optional(),
});
/** A GET /collections query as the admin sends it. */
export type CollectionsQuery = Omit<z.input<typeof collectionsQuerySchema>, 'limit'> & { limit?: number };

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
/** A POST /products body. */
export type HiddenProductBody = z.input<typeof hiddenProductSchema>;

/** A variant of a {@link CatalogueProduct}. */
export interface CatalogueVariant {
  id: number;
  product_id: number;
  title: string;
  price: string;
  compare_at_price: string | null;
  inventory_quantity: number | null;
  inventory_policy: string;
  /** 'shopify' when Shopify tracks the stock, else null. */
  inventory_management: 'shopify' | null;
  option1: string | null;
  option2: string | null;
  option3: string | null;
}

/** A product in the storefront/REST shape the gateway answers (cart-and-shop.md §3 "Product mapping"; ids are numbers). */
export interface CatalogueProduct {
  id: number;
  title: string;
  handle: string;
  product_type: string;
  tags: string[];
  /** Shopify's status, lower case ('active', 'draft', 'archived'). */
  status: string;
  body_html: string;
  image: { src: string } | null;
  images: { src: string }[];
  options: { name: string; values: string[] }[];
  variants: CatalogueVariant[];
}

/** A collection as the gateway answers it: the numeric id as text (no digit is ever rounded), the REST-style image. */
export interface CatalogueCollection {
  id: string;
  title: string;
  handle: string;
  image: { src: string } | null;
}

/** What GET /products answers. */
export interface ProductList {
  products: CatalogueProduct[];
}
/** What GET /collections answers. */
export interface CollectionList {
  collections: CatalogueCollection[];
}
/** What POST /products answers (201): the hidden product as created and priced. */
export interface CreatedProduct {
  product: CatalogueProduct;
}
