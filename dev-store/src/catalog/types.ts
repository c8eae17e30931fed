/** A selling plan (subscription option) as the storefront exposes it; price adjustment values are percents or cents. */
export interface SellingPlan {
  id: number;
  name: string;
  description: string;
  options: { name: string; value: string }[];
  recurringDeliveries: boolean;
  priceAdjustments: { valueType: 'percentage' | 'fixed_amount' | 'price'; value: number }[];
}

/** A group of selling plans offered on a product (Shopify's selling_plan_groups). */
export interface SellingPlanGroup {
  id: string;
  name: string;
  appId: string | null;
  options: { name: string; values: string[] }[];
  sellingPlans: SellingPlan[];
}

/** A product variant; money is integer cents in the shop currency. */
export interface Variant {
  id: number;
  productId: number;
  title: string;
  options: string[];
  sku: string;
  barcode: string;
  price: number;
  compareAtPrice: number | null;
  inventoryQuantity: number;
  tracked: boolean;
  inventoryPolicy: 'deny' | 'continue';
  grams: number;
  requiresShipping: boolean;
  taxable: boolean;
  imageId: number | null;
  position: number;
}

/** A product image: src is a store path (/cdn/shop/files/x.png?v=1) or an absolute URL from productCreate media. */
export interface ProductImage {
  id: number;
  src: string;
  width: number;
  height: number;
  alt: string | null;
  variantIds: number[];
}

/** A catalog product. */
export interface Product {
  id: number;
  handle: string;
  title: string;
  bodyHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  options: { name: string; values: string[] }[];
  variants: Variant[];
  images: ProductImage[];
  sellingPlanGroups: SellingPlanGroup[];
  requiresSellingPlan: boolean;
}

/** A custom collection: an ordered list of product ids. */
export interface Collection {
  id: number;
  handle: string;
  title: string;
  bodyHtml: string;
  productIds: number[];
}
