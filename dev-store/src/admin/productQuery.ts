import type { Catalog } from '../catalog/catalog';
import type { Product } from '../catalog/types';

type Term = { field: string; value: string; negate: boolean };

function tokenize(query: string): string[] {
  return query.match(/-?\w+:"[^"]*"|-?\w+:\S+|"[^"]*"|\S+/g) ?? [];
}

function matchesTerm(product: Product, catalog: Catalog, { field, value }: Term): boolean {
  const v = value.replace(/^"|"$/g, '').toLowerCase();
  const wildcard = (text: string) => {
    if (!v.includes('*')) return text.toLowerCase() === v;
    const pattern = new RegExp(`^${v.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');
    return pattern.test(text);
  };
  switch (field) {
    case 'id': return String(product.id) === v.replace(/^gid:\/\/shopify\/product\//, '');
    case 'handle': return wildcard(product.handle);
    case 'product_type': return wildcard(product.productType);
    case 'vendor': return wildcard(product.vendor);
    case 'tag': return product.tags.some((t) => wildcard(t));
    case 'title': return wildcard(product.title);
    case 'status': return product.status.toLowerCase() === v;
    case 'collection_id': return catalog.collectionsOf(product.id).some((c) => String(c.id) === v);
    case 'sku': return product.variants.some((x) => wildcard(x.sku));
    case '': return product.title.toLowerCase().includes(v.replace(/\*/g, '')) || product.tags.some((t) => t.toLowerCase() === v);
    default: return false;
  }
}

/**
 * Shopify's product search syntax, the parts the gateway uses: `field:value` terms (id, handle, product_type, tag,
 * title with * wildcards, status, vendor, sku, collection_id), implicit or explicit AND, OR between groups, -negation.
 */
export function filterProducts(products: Product[], catalog: Catalog, query: string | undefined | null): Product[] {
  if (!query || !query.trim()) return products;
  const groups = query.split(/\s+OR\s+/).map((group) =>
    tokenize(group).filter((tok) => tok !== 'AND').map((tok): Term => {
      const negate = tok.startsWith('-');
      const body = negate ? tok.slice(1) : tok;
      const colon = body.indexOf(':');
      return colon > 0 && !body.startsWith('"') ? { field: body.slice(0, colon), value: body.slice(colon + 1), negate } : { field: '', value: body, negate };
    }),
  );
  return products.filter((p) => groups.some((terms) => terms.every((term) => matchesTerm(p, catalog, term) !== term.negate)));
}
