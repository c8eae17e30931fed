import { createHash } from 'node:crypto';

/** What makes two cart lines distinct: same variant + same properties + same selling plan sum their quantities. */
export interface LineIdentity {
  variantId: number;
  properties: Record<string, string>;
  sellingPlanId: number | null;
}

function canonicalProperties(properties: Record<string, string>): [string, string][] {
  return Object.keys(properties).sort().map((k) => [k, properties[k]]);
}

/** True when two lines would be one line on Shopify (add.js sums them). */
export function sameLine(a: LineIdentity, b: LineIdentity): boolean {
  return a.variantId === b.variantId && a.sellingPlanId === b.sellingPlanId && JSON.stringify(canonicalProperties(a.properties)) === JSON.stringify(canonicalProperties(b.properties));
}

/**
 * Shopify's line key: "<variant id>:<32 hex>". The hash covers properties, selling plan and the line's discounts,
 * so the key changes when any of them changes (as on Shopify), but not when only the quantity changes.
 */
export function lineKey(line: LineIdentity, discountKeys: string[]): string {
  const hash = createHash('md5')
    .update(JSON.stringify({ p: canonicalProperties(line.properties), s: line.sellingPlanId, d: [...discountKeys].sort() }))
    .digest('hex');
  return `${line.variantId}:${hash}`;
}
