import type { Collection, Product, SellingPlanGroup, Variant } from './types';

/** What a seed product spec may set; everything else gets a realistic default. */
interface ProductSpec {
  handle: string;
  title: string;
  type: string;
  price: number;
  compareAt?: number;
  tags?: string[];
  vendor?: string;
  /** Option name → values; the variants are the cartesian product. */
  options?: Record<string, string[]>;
  /** Stock per variant title (tracked, deny) or one number for all; absent = untracked. */
  stock?: number | Record<string, number>;
  policy?: 'deny' | 'continue';
  /** Price per variant title, overriding `price`. */
  prices?: Record<string, number>;
  subscription?: boolean;
  requiresSellingPlan?: boolean;
  colour: string;
  collections: string[];
  grams?: number;
  requiresShipping?: boolean;
  status?: Product['status'];
}

const CREATED_AT = '2026-01-05T10:00:00-05:00';
const FIRST_PRODUCT_ID = 8100000000001;
const FIRST_VARIANT_ID = 44100000000001;
const FIRST_IMAGE_ID = 36100000000001;

/** Collections of the seed catalog, in display order (/collections/all is added by the store itself). */
export const SEED_COLLECTIONS: { handle: string; title: string; bodyHtml: string }[] = [
  { handle: 'frontpage', title: 'Home page', bodyHtml: '<p>Featured on the home page.</p>' },
  { handle: 'apparel', title: 'Apparel', bodyHtml: '<p>Tees, hoodies and caps.</p>' },
  { handle: 'accessories', title: 'Accessories', bodyHtml: '<p>Bags, socks and small things.</p>' },
  { handle: 'home-living', title: 'Home & Living', bodyHtml: '<p>Mugs, candles and blankets.</p>' },
  { handle: 'coffee', title: 'Coffee', bodyHtml: '<p>Beans by the bag or by subscription.</p>' },
  { handle: 'gifts', title: 'Gifts', bodyHtml: '<p>Gift cards and gifts with purchase.</p>' },
];

const SIZES = ['S', 'M', 'L', 'XL'];

const SPECS: ProductSpec[] = [
  { handle: 'classic-tee', title: 'Classic Tee', type: 'T-Shirt', price: 2500, options: { Size: SIZES, Color: ['Black', 'White'] }, stock: 20, tags: ['cotton', 'bestseller'], colour: '#222222', collections: ['frontpage', 'apparel'] },
  { handle: 'pocket-tee', title: 'Pocket Tee', type: 'T-Shirt', price: 2800, compareAt: 3500, options: { Size: SIZES }, stock: { S: 3, M: 0, L: 5, XL: 0 }, tags: ['cotton', 'sale'], colour: '#4a6fa5', collections: ['apparel'] },
  { handle: 'organic-hoodie', title: 'Organic Hoodie', type: 'Hoodie', price: 6500, options: { Size: SIZES, Color: ['Forest', 'Sand'] }, stock: 8, tags: ['organic', 'bestseller'], colour: '#2e5e3e', collections: ['frontpage', 'apparel'] },
  { handle: 'zip-hoodie', title: 'Zip Hoodie', type: 'Hoodie', price: 7200, compareAt: 9000, options: { Size: SIZES }, stock: 4, tags: ['sale'], colour: '#7a4a2e', collections: ['apparel'] },
  { handle: 'crew-sweatshirt', title: 'Crew Sweatshirt', type: 'Sweatshirt', price: 5500, options: { Size: SIZES }, stock: 0, tags: ['sold-out'], colour: '#888888', collections: ['apparel'] },
  { handle: 'rain-jacket', title: 'Rain Jacket', type: 'Jacket', price: 12000, options: { Size: ['M', 'L'] }, stock: 2, policy: 'continue', tags: ['outerwear', 'preorder'], colour: '#f2c14e', collections: ['apparel'] },
  { handle: 'baseball-cap', title: 'Baseball Cap', type: 'Hat', price: 2200, options: { Color: ['Navy', 'Olive', 'Red'] }, stock: { Navy: 10, Olive: 1, Red: 0 }, tags: ['hat'], colour: '#1f2a44', collections: ['frontpage', 'apparel', 'accessories'] },
  { handle: 'wool-beanie', title: 'Wool Beanie', type: 'Hat', price: 1800, tags: ['hat', 'winter'], colour: '#b33951', collections: ['apparel', 'accessories'] },
  { handle: 'everyday-socks', title: 'Everyday Socks', type: 'Socks', price: 900, compareAt: 1200, options: { Size: ['S/M', 'L/XL'] }, tags: ['sale', 'bundle'], colour: '#e07a5f', collections: ['accessories'] },
  { handle: 'canvas-tote', title: 'Canvas Tote', type: 'Bag', price: 3000, stock: 15, tags: ['bag'], colour: '#d8c99b', collections: ['frontpage', 'accessories'] },
  { handle: 'leather-wallet', title: 'Leather Wallet', type: 'Wallet', price: 4500, compareAt: 6000, options: { Color: ['Tan', 'Black'] }, stock: 6, tags: ['leather'], colour: '#8d5524', collections: ['accessories'] },
  { handle: 'travel-backpack', title: 'Travel Backpack', type: 'Bag', price: 11000, stock: 3, tags: ['bag', 'travel'], colour: '#3d405b', collections: ['accessories'] },
  { handle: 'sunglasses', title: 'Sunglasses', type: 'Eyewear', price: 6000, tags: ['summer'], colour: '#111111', collections: ['accessories'] },
  { handle: 'enamel-pin', title: 'Enamel Pin', type: 'Pin', price: 600, tags: ['small', 'add-on'], colour: '#f4a261', collections: ['accessories', 'gifts'] },
  { handle: 'keychain', title: 'Brass Keychain', type: 'Keychain', price: 800, stock: 50, tags: ['small', 'add-on'], colour: '#c9a227', collections: ['accessories'] },
  { handle: 'ceramic-mug', title: 'Ceramic Mug', type: 'Mug', price: 1800, options: { Color: ['White', 'Blue'] }, stock: 25, tags: ['kitchen', 'bestseller'], colour: '#457b9d', collections: ['frontpage', 'home-living'] },
  { handle: 'travel-tumbler', title: 'Travel Tumbler', type: 'Mug', price: 3200, tags: ['kitchen'], colour: '#6d6875', collections: ['home-living'] },
  { handle: 'soy-candle', title: 'Soy Candle', type: 'Candle', price: 2400, options: { Scent: ['Cedar', 'Lavender', 'Fig'] }, stock: { Cedar: 12, Lavender: 2, Fig: 0 }, tags: ['scented'], colour: '#e9c46a', collections: ['home-living', 'gifts'] },
  { handle: 'knit-blanket', title: 'Knit Blanket', type: 'Blanket', price: 8900, compareAt: 11000, stock: 5, tags: ['sale', 'cozy'], colour: '#a8dadc', collections: ['home-living'] },
  { handle: 'linen-napkins', title: 'Linen Napkins (set of 4)', type: 'Textile', price: 3600, tags: ['kitchen'], colour: '#cdb4db', collections: ['home-living'] },
  { handle: 'desk-plant', title: 'Desk Plant', type: 'Plant', price: 2900, stock: 7, tags: ['green'], colour: '#52b788', collections: ['home-living'] },
  { handle: 'house-blend', title: 'House Blend Coffee', type: 'Coffee', price: 1600, options: { Size: ['250g', '1kg'] }, prices: { '250g': 1600, '1kg': 5200 }, subscription: true, tags: ['coffee', 'subscription'], colour: '#6f4e37', collections: ['frontpage', 'coffee'] },
  { handle: 'single-origin-ethiopia', title: 'Single Origin Ethiopia', type: 'Coffee', price: 1900, subscription: true, stock: 30, tags: ['coffee', 'subscription'], colour: '#9c6644', collections: ['coffee'] },
  { handle: 'decaf-colombia', title: 'Decaf Colombia', type: 'Coffee', price: 1700, subscription: true, tags: ['coffee', 'subscription', 'decaf'], colour: '#7f5539', collections: ['coffee'] },
  { handle: 'coffee-club', title: 'Coffee Club Membership', type: 'Coffee', price: 3000, subscription: true, requiresSellingPlan: true, requiresShipping: true, tags: ['coffee', 'subscription-only'], colour: '#432818', collections: ['coffee'] },
  { handle: 'pour-over-kit', title: 'Pour-Over Kit', type: 'Brewing', price: 4800, compareAt: 5500, stock: 9, tags: ['brewing'], colour: '#b08968', collections: ['coffee'] },
  { handle: 'gift-card', title: 'Gift Card', type: 'Gift Card', price: 2500, options: { Denomination: ['$25', '$50', '$100'] }, prices: { $25: 2500, $50: 5000, $100: 10000 }, requiresShipping: false, tags: ['gift'], colour: '#e63946', collections: ['gifts'] },
  { handle: 'free-tote-gift', title: 'Mini Tote (Gift)', type: 'free_gift', price: 1500, stock: 40, tags: ['gift-with-purchase'], colour: '#ffb4a2', collections: ['gifts'] },
  { handle: 'free-socks-gift', title: 'Gift Socks', type: 'free_gift', price: 900, options: { Size: ['S/M', 'L/XL'] }, stock: { 'S/M': 10, 'L/XL': 0 }, tags: ['gift-with-purchase'], colour: '#ffcdb2', collections: ['gifts'] },
  { handle: 'sticker-pack-gift', title: 'Sticker Pack', type: 'singleton_gift', price: 500, stock: 100, tags: ['gift-with-purchase', 'singleton'], colour: '#b5838d', collections: ['gifts'] },
  { handle: 'gift-wrap', title: 'Gift Wrap', type: 'add_on', price: 500, requiresShipping: false, tags: ['add-on'], colour: '#9d0208', collections: ['gifts'] },
  { handle: 'shipping-protection', title: 'Shipping Protection', type: 'ship_protect', price: 299, requiresShipping: false, tags: ['ship-protect', 'hidden'], colour: '#2a9d8f', collections: [], grams: 0 },
  { handle: 'archived-poster', title: 'Draft Poster', type: 'Poster', price: 2000, status: 'DRAFT', tags: ['draft'], colour: '#adb5bd', collections: [] },
];

function cartesian(options: Record<string, string[]>): string[][] {
  return Object.values(options).reduce<string[][]>((acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])), [[]]);
}

function subscriptionGroup(productIndex: number): SellingPlanGroup {
  const base = 690000000 + productIndex * 10;
  return {
    id: `gid://shopify/SellingPlanGroup/${base}`,
    name: 'Subscribe and save',
    appId: 'cartlift-subscriptions',
    options: [{ name: 'Deliver every', values: ['2 weeks', '4 weeks'] }],
    sellingPlans: [
      { id: base + 1, name: 'Deliver every 2 weeks, save 10%', description: 'Cancel any time.', options: [{ name: 'Deliver every', value: '2 weeks' }], recurringDeliveries: true, priceAdjustments: [{ valueType: 'percentage', value: 10 }] },
      { id: base + 2, name: 'Deliver every 4 weeks, save 15%', description: 'Cancel any time.', options: [{ name: 'Deliver every', value: '4 weeks' }], recurringDeliveries: true, priceAdjustments: [{ valueType: 'percentage', value: 15 }] },
    ],
  };
}

/** Stock for one variant title from a spec: undefined means the variant is not tracked. */
function stockFor(spec: ProductSpec, title: string): number | undefined {
  if (spec.stock === undefined) return undefined;
  return typeof spec.stock === 'number' ? spec.stock : (spec.stock[title] ?? 0);
}

/** The seed catalog: 33 products (one draft, one hidden ship_protect) in 6 collections. Deterministic ids. */
export function seedCatalog(): { products: Product[]; collections: Collection[] } {
  let variantId = FIRST_VARIANT_ID;
  let imageId = FIRST_IMAGE_ID;
  const products = SPECS.map((spec, index): Product => {
    const id = FIRST_PRODUCT_ID + index;
    const options = spec.options ?? { Title: ['Default Title'] };
    const combos = cartesian(options);
    const image = { id: imageId++, src: `/cdn/shop/files/${spec.handle}.png?v=1767600000`, width: 800, height: 800, alt: spec.title, variantIds: [] as number[] };
    const variants = combos.map((values, position): Variant => {
      const title = values.join(' / ');
      const stock = stockFor(spec, title);
      return {
        id: variantId++, productId: id, title, options: values,
        sku: `${spec.handle.toUpperCase().replace(/-/g, '')}-${values.join('-').replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`,
        barcode: '', price: spec.prices?.[title] ?? spec.price, compareAtPrice: spec.compareAt ?? null,
        inventoryQuantity: stock ?? 0, tracked: stock !== undefined, inventoryPolicy: spec.policy ?? 'deny',
        grams: spec.grams ?? 300, requiresShipping: spec.requiresShipping ?? true, taxable: true, imageId: null, position: position + 1,
      };
    });
    return {
      id, handle: spec.handle, title: spec.title, bodyHtml: `<p>${spec.title}: made to last, shipped from our local dev store.</p>`,
      vendor: spec.vendor ?? 'Cartlift Demo', productType: spec.type, tags: spec.tags ?? [], status: spec.status ?? 'ACTIVE',
      createdAt: CREATED_AT, updatedAt: CREATED_AT, publishedAt: spec.status === 'DRAFT' ? null : CREATED_AT,
      options: Object.entries(options).map(([name, values]) => ({ name, values })), variants, images: [image],
      sellingPlanGroups: spec.subscription ? [subscriptionGroup(index)] : [], requiresSellingPlan: spec.requiresSellingPlan ?? false,
    };
  });
  const collections = SEED_COLLECTIONS.map((c, index): Collection => ({
    id: 450000000001 + index, handle: c.handle, title: c.title, bodyHtml: c.bodyHtml,
    productIds: SPECS.flatMap((spec, i) => (spec.collections.includes(c.handle) ? [products[i].id] : [])),
  }));
  return { products, collections };
}

/** Colour of each seed image, keyed by file name stem; generated images not listed here get a hash colour. */
export const SEED_IMAGE_COLOURS: Record<string, string> = Object.fromEntries(SPECS.map((s) => [s.handle, s.colour]));
