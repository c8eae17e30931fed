import { Router, type Request, type Response } from 'express';
import type { StoreDeps } from '../config';
import { currencyOf, requestOrigin } from '../context';
import type { Catalog } from './catalog';
import { productJs, productJson, type Presentment } from './serialize';
import type { Product } from './types';

const MAX_LIMIT = 250;
const DEFAULT_LIMIT = 30;
const MAX_RECOMMENDATIONS = 10;

function presentment(deps: StoreDeps, req: Request, res: Response): Presentment {
  const currency = currencyOf(req, res);
  return { origin: requestOrigin(deps, req), currency: currency.code, rate: currency.rate };
}

/** Shopify's storefront paging: limit (default 30, max 250) and 1-based page. */
function page<T>(items: T[], req: Request): T[] {
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number.parseInt(String(req.query.limit ?? DEFAULT_LIMIT), 10) || DEFAULT_LIMIT));
  const pageNumber = Math.max(1, Number.parseInt(String(req.query.page ?? 1), 10) || 1);
  return items.slice((pageNumber - 1) * limit, pageNumber * limit);
}

/** Related products: same collections first, then same type, excluding the product and sold-out ones. */
function recommendations(catalog: Catalog, product: Product): Product[] {
  const collections = new Set(catalog.collectionsOf(product.id).map((c) => c.id));
  const candidates = catalog.published().filter((p) => p.id !== product.id && p.variants.some((v) => catalog.isAvailable(v)));
  const score = (p: Product) => catalog.collectionsOf(p.id).filter((c) => collections.has(c.id)).length * 2 + (p.productType === product.productType ? 1 : 0);
  return candidates.map((p) => ({ p, s: score(p) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s).map((x) => x.p);
}

const notFound = (res: Response) => res.status(404).json({ errors: 'Not Found' });

/** Storefront catalog JSON: /products.json, /products/{handle}.json and .js, collection products, recommendations. */
export function catalogRoutes(deps: StoreDeps): Router {
  const router = Router();
  const { catalog } = deps.state;

  router.get('/products.json', (req, res) => {
    const p = presentment(deps, req, res);
    res.json({ products: page(catalog.published(), req).map((x) => productJson(x, catalog, p, false)) });
  });
  router.get('/products/:handle.json', (req, res) => {
    const product = catalog.productByHandle(String(req.params.handle));
    if (!product || product.status !== 'ACTIVE') return notFound(res);
    res.json({ product: productJson(product, catalog, presentment(deps, req, res), true) });
  });
  router.get('/products/:handle.js', (req, res) => {
    const product = catalog.productByHandle(String(req.params.handle));
    if (!product || product.status !== 'ACTIVE') return notFound(res);
    res.json(productJs(product, catalog, presentment(deps, req, res)));
  });
  router.get('/collections/:handle/products.json', (req, res) => {
    const collection = catalog.collectionByHandle(String(req.params.handle));
    if (!collection) return notFound(res);
    const p = presentment(deps, req, res);
    res.json({ products: page(catalog.collectionProducts(collection), req).map((x) => productJson(x, catalog, p, false)) });
  });
  router.get('/recommendations/products.json', (req, res) => {
    const id = Number(req.query.product_id);
    const product = Number.isInteger(id) ? catalog.productById(id) : undefined;
    if (!product || product.status !== 'ACTIVE') {
      res.status(404).json({ status: 404, message: 'Product not found', description: `No product with id ${String(req.query.product_id ?? '')}` });
      return;
    }
    const limit = Math.min(MAX_RECOMMENDATIONS, Math.max(1, Number.parseInt(String(req.query.limit ?? MAX_RECOMMENDATIONS), 10) || MAX_RECOMMENDATIONS));
    const intent = req.query.intent === 'complementary' ? 'complementary' : 'related';
    const p = presentment(deps, req, res);
    res.json({ intent, products: recommendations(catalog, product).slice(0, limit).map((x) => productJs(x, catalog, p)) });
  });
  return router;
}
