import { seedCatalog } from './seed';
import type { Collection, Product, SellingPlan, Variant } from './types';

/** In-memory catalog with the look-ups the storefront, cart and Admin API need. */
export class Catalog {
  products: Product[] = [];
  collections: Collection[] = [];
  private nextProductId = 0;
  private nextVariantId = 0;
  private nextImageId = 0;

  constructor() {
    this.reset();
  }

  /** Back to the seed catalog (stock levels included). */
  reset(): void {
    const seed = seedCatalog();
    this.products = seed.products;
    this.collections = seed.collections;
    this.nextProductId = Math.max(...this.products.map((p) => p.id)) + 1;
    this.nextVariantId = Math.max(...this.products.flatMap((p) => p.variants.map((v) => v.id))) + 1;
    this.nextImageId = Math.max(...this.products.flatMap((p) => p.images.map((i) => i.id))) + 1;
  }

  /** Products visible on the Online Store (status ACTIVE). */
  published(): Product[] {
    return this.products.filter((p) => p.status === 'ACTIVE');
  }

  productById(id: number): Product | undefined {
    return this.products.find((p) => p.id === id);
  }

  productByHandle(handle: string): Product | undefined {
    return this.products.find((p) => p.handle === handle);
  }

  /** A variant and its product, whatever the product status. */
  variant(id: number): { product: Product; variant: Variant } | undefined {
    for (const product of this.products) {
      const variant = product.variants.find((v) => v.id === id);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  collectionByHandle(handle: string): Collection | undefined {
    if (handle === 'all') return { id: 0, handle: 'all', title: 'Products', bodyHtml: '', productIds: this.published().map((p) => p.id) };
    return this.collections.find((c) => c.handle === handle);
  }

  collectionById(id: number): Collection | undefined {
    return this.collections.find((c) => c.id === id);
  }

  /** Active products of a collection, in collection order. */
  collectionProducts(collection: Collection): Product[] {
    return collection.productIds.map((id) => this.productById(id)).filter((p): p is Product => p !== undefined && p.status === 'ACTIVE');
  }

  /** Collections a product belongs to. */
  collectionsOf(productId: number): Collection[] {
    return this.collections.filter((c) => c.productIds.includes(productId));
  }

  sellingPlan(product: Product, sellingPlanId: number): { plan: SellingPlan; groupId: string } | undefined {
    for (const group of product.sellingPlanGroups) {
      const plan = group.sellingPlans.find((p) => p.id === sellingPlanId);
      if (plan) return { plan, groupId: group.id };
    }
    return undefined;
  }

  /** Units a shopper may hold in total, or Infinity when stock is not tracked or overselling is allowed. */
  available(variant: Variant): number {
    return variant.tracked && variant.inventoryPolicy === 'deny' ? Math.max(0, variant.inventoryQuantity) : Infinity;
  }

  isAvailable(variant: Variant): boolean {
    return this.available(variant) > 0;
  }

  /** Creates a product with one "Default Title" variant priced 0.00, as Admin productCreate does. */
  createProduct(input: { title: string; handle?: string; descriptionHtml?: string; productType?: string; vendor?: string; status?: Product['status']; tags?: string[]; imageUrls?: string[] }): Product {
    const now = new Date().toISOString();
    const id = this.nextProductId++;
    const handle = this.uniqueHandle(input.handle || input.title);
    const product: Product = {
      id, handle, title: input.title, bodyHtml: input.descriptionHtml ?? '', vendor: input.vendor ?? 'cartlift-demo', productType: input.productType ?? '',
      tags: input.tags ?? [], status: input.status ?? 'ACTIVE', createdAt: now, updatedAt: now, publishedAt: input.status === 'DRAFT' ? null : now,
      options: [{ name: 'Title', values: ['Default Title'] }],
      variants: [{ id: this.nextVariantId++, productId: id, title: 'Default Title', options: ['Default Title'], sku: '', barcode: '', price: 0, compareAtPrice: null, inventoryQuantity: 0, tracked: false, inventoryPolicy: 'deny', grams: 0, requiresShipping: true, taxable: true, imageId: null, position: 1 }],
      images: (input.imageUrls ?? []).map((src) => ({ id: this.nextImageId++, src, width: 800, height: 800, alt: input.title, variantIds: [] })),
      sellingPlanGroups: [], requiresSellingPlan: false,
    };
    this.products.push(product);
    return product;
  }

  private uniqueHandle(source: string): string {
    const base = source.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'product';
    let handle = base;
    for (let n = 1; this.productByHandle(handle); n++) handle = `${base}-${n}`;
    return handle;
  }
}
