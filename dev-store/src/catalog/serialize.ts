import type { Catalog } from './catalog';
import type { Product, ProductImage, Variant } from './types';
import { convert, sellingPlanPrice } from '../cart/pricing';

/** Where and in which currency a response is presented. origin is "http://host:port" of the request. */
export interface Presentment {
  origin: string;
  currency: string;
  rate: number;
}

/** Absolute https-style URL of an image src (Admin API, cart.js `image`). */
export function absoluteImage(src: string, origin: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src}`;
}

/** Protocol-relative URL, as Shopify writes images in product .js/.json (`//shop/cdn/shop/files/x.png?v=1`). */
export function protocolRelative(src: string, origin: string): string {
  return absoluteImage(src, origin).replace(/^https?:/, '');
}

/** Shopify's money in the REST/.json shapes: a decimal string. */
export function decimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

function optionsOf(variant: Variant): { option1: string | null; option2: string | null; option3: string | null } {
  return { option1: variant.options[0] ?? null, option2: variant.options[1] ?? null, option3: variant.options[2] ?? null };
}

function variantImage(product: Product, variant: Variant): ProductImage | undefined {
  return product.images.find((i) => i.id === variant.imageId || i.variantIds.includes(variant.id));
}

function restImage(product: Product, image: ProductImage, index: number, p: Presentment) {
  return { id: image.id, created_at: product.createdAt, position: index + 1, updated_at: product.updatedAt, product_id: product.id, variant_ids: image.variantIds, src: absoluteImage(image.src, p.origin), width: image.width, height: image.height, alt: image.alt };
}

/** The storefront /products.json and /products/{handle}.json shape (REST-like: money as strings). */
export function productJson(product: Product, catalog: Catalog, p: Presentment, tagsAsString: boolean) {
  return {
    id: product.id, title: product.title, handle: product.handle, body_html: product.bodyHtml, published_at: product.publishedAt,
    created_at: product.createdAt, updated_at: product.updatedAt, vendor: product.vendor, product_type: product.productType,
    tags: tagsAsString ? product.tags.join(', ') : product.tags,
    variants: product.variants.map((v) => {
      const image = variantImage(product, v);
      return {
        id: v.id, product_id: product.id, title: v.title, ...optionsOf(v), sku: v.sku, requires_shipping: v.requiresShipping, taxable: v.taxable,
        featured_image: image ? restImage(product, image, product.images.indexOf(image), p) : null, available: catalog.isAvailable(v),
        price: decimal(convert(v.price, p.rate)), grams: v.grams, compare_at_price: v.compareAtPrice === null ? null : decimal(convert(v.compareAtPrice, p.rate)),
        position: v.position, created_at: product.createdAt, updated_at: product.updatedAt,
      };
    }),
    images: product.images.map((img, i) => restImage(product, img, i, p)),
    options: product.options.map((o, i) => ({ name: o.name, position: i + 1, values: o.values })),
  };
}

function sellingPlanGroupsJs(product: Product) {
  return product.sellingPlanGroups.map((g) => ({
    id: g.id, name: g.name, options: g.options.map((o, i) => ({ name: o.name, position: i + 1, values: o.values })),
    selling_plans: g.sellingPlans.map((s) => ({
      id: s.id, name: s.name, description: s.description, options: s.options.map((o, i) => ({ name: o.name, position: i + 1, value: o.value })),
      recurring_deliveries: s.recurringDeliveries,
      price_adjustments: s.priceAdjustments.map((a, i) => ({ order_count: null, position: i + 1, value_type: a.valueType, value: a.value })),
    })),
    app_id: g.appId,
  }));
}

/** The Ajax /products/{handle}.js shape: money in cents, variants with `available` and selling plan allocations. */
export function productJs(product: Product, catalog: Catalog, p: Presentment) {
  const prices = product.variants.map((v) => convert(v.price, p.rate));
  const compare = product.variants.map((v) => (v.compareAtPrice === null ? 0 : convert(v.compareAtPrice, p.rate)));
  const images = product.images.map((i) => protocolRelative(i.src, p.origin));
  return {
    id: product.id, title: product.title, handle: product.handle, description: product.bodyHtml, published_at: product.publishedAt,
    created_at: product.createdAt, vendor: product.vendor, type: product.productType, tags: product.tags,
    price: Math.min(...prices), price_min: Math.min(...prices), price_max: Math.max(...prices), available: product.variants.some((v) => catalog.isAvailable(v)),
    price_varies: Math.min(...prices) !== Math.max(...prices),
    compare_at_price: Math.min(...compare) || null, compare_at_price_min: Math.min(...compare), compare_at_price_max: Math.max(...compare),
    compare_at_price_varies: Math.min(...compare) !== Math.max(...compare),
    variants: product.variants.map((v) => {
      const price = convert(v.price, p.rate);
      const image = variantImage(product, v);
      return {
        id: v.id, title: v.title, ...optionsOf(v), sku: v.sku, requires_shipping: v.requiresShipping, taxable: v.taxable,
        featured_image: image ? { id: image.id, product_id: product.id, position: product.images.indexOf(image) + 1, alt: image.alt, width: image.width, height: image.height, src: protocolRelative(image.src, p.origin), variant_ids: image.variantIds } : null,
        available: catalog.isAvailable(v), name: v.title === 'Default Title' ? product.title : `${product.title} - ${v.title}`,
        public_title: v.title === 'Default Title' ? null : v.title, options: v.options, price, weight: v.grams,
        compare_at_price: v.compareAtPrice === null ? null : convert(v.compareAtPrice, p.rate),
        inventory_management: v.tracked ? 'shopify' : null, barcode: v.barcode, requires_selling_plan: product.requiresSellingPlan,
        selling_plan_allocations: product.sellingPlanGroups.flatMap((g) => g.sellingPlans.map((s) => {
          const planPrice = sellingPlanPrice(price, s, p.rate);
          return { price_adjustments: [{ position: 1, price: planPrice }], price: planPrice, compare_at_price: price, per_delivery_price: planPrice, selling_plan_id: s.id, selling_plan_group_id: g.id };
        })),
        quantity_rule: { min: 1, max: null, increment: 1 },
      };
    }),
    images, featured_image: images[0] ?? null,
    options: product.options.map((o) => o.name),
    url: `/products/${product.handle}`,
    media: product.images.map((img, i) => ({ alt: img.alt, id: img.id, position: i + 1, preview_image: { aspect_ratio: img.width / img.height, height: img.height, width: img.width, src: protocolRelative(img.src, p.origin) }, aspect_ratio: img.width / img.height, height: img.height, media_type: 'image', src: protocolRelative(img.src, p.origin), width: img.width })),
    requires_selling_plan: product.requiresSellingPlan,
    selling_plan_groups: sellingPlanGroupsJs(product),
    content: product.bodyHtml,
  };
}
