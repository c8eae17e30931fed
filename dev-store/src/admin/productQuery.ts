import type { Catalog } from '../catalog/catalog';
import type { Collection, Product } from '../catalog/types';

/** One `field:value` term of a search query. */
export type Term = { field: string; value: string; negate: boolean };

function tokenize(query: string): string[] {
  return query.match(/-?\w+:"[^"]*"|-?\w+:\S+|"[^"]*"|\S+/g) ?? [];
}

/** Parses Shopify's search syntax into OR-groups of AND-ed terms (implicit or explicit AND, -negation). */
function parseSearch(query: string): Term[][] {
  return query.split(/\s+OR\s+/).map((group) =>
    tokenize(group).filter((tok) => tok !== 'AND').map((tok): Term => {
      const negate = tok.startsWith('-');
      const body = negate ? tok.slice(1) : tok;
      const colon = body.indexOf(':');
      return colon > 0 && !body.startsWith('"') ? { field: body.slice(0, colon), value: body.slice(colon + 1), negate } : { field: '', value: body, negate };
    }),
  );
}

/** `text` against a term value: exact (case-insensitive) unless the value has `*` wildcards. */
export function wildcardMatcher(value: string): (text: string) => boolean {
  const v = value.replace(/^"|"$/g, '').toLowerCase();
  if (!v.includes('*')) return (text) => text.toLowerCase() === v;
  const pattern = new RegExp(`^${v.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');
  return (text) => pattern.test(text);
}

const plain = (value: string) => value.replace(/^"|"$/g, '').toLowerCase();

/** Items matching a Shopify search query (every item when the query is empty). */
export function filterBy<T>(items: T[], query: string | undefined | null, matches: (item: T, term: Term) => boolean): T[] {
  if (!query || !query.trim()) return items;
  const groups = parseSearch(query);
  return items.filter((item) => groups.some((terms) => terms.every((term) => matches(item, term) !== term.negate)));
}

function matchesProduct(product: Product, catalog: Catalog, { field, value }: Term): boolean {
  const v = plain(value);
  const wildcard = wildcardMatcher(value);
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

function matchesCollection(collection: Collection, { field, value }: Term): boolean {
  const v = plain(value);
  const wildcard = wildcardMatcher(value);
  switch (field) {
    case 'id': return String(collection.id) === v.replace(/^gid:\/\/shopify\/collection\//, '');
    case 'handle': return wildcard(collection.handle);
    case 'title': return wildcard(collection.title);
    // Every seeded collection is a custom (manual) collection.
    case 'collection_type': return v === 'custom';
    case '': return collection.title.toLowerCase().includes(v.replace(/\*/g, ''));
    default: return false;
  }
}

/**
 * Shopify's product search syntax, the parts the gateway uses: `field:value` terms (id, handle, product_type, tag,
 * title with * wildcards, status, vendor, sku, collection_id), implicit or explicit AND, OR between groups, -negation.
 */
export function filterProducts(products: Product[], catalog: Catalog, query: string | undefined | null): Product[] {
  return filterBy(products, query, (p, term) => matchesProduct(p, catalog, term));
}

/** The same syntax over collections: id, handle, title (with * wildcards), collection_type, free text on the title. */
export function filterCollections(collections: Collection[], query: string | undefined | null): Collection[] {
  return filterBy(collections, query, matchesCollection);
}
