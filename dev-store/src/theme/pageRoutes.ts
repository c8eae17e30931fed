import { Router, type NextFunction, type Request, type Response } from 'express';
import type { StoreDeps } from '../config';
import { storefront } from '../context';
import { collectionPage, collectionsPage, homePage, notFoundPage, productPage } from './pages';
import { renderSection, renderSections } from './sections';

/** Theme pages: home, collections, collection, product. */
export function pageRoutes(deps: StoreDeps): Router {
  const router = Router();
  const { catalog } = deps.state;

  router.get('/', (req, res) => {
    res.type('html').send(homePage(storefront(deps, req, res).theme(), catalog));
  });
  router.get('/collections', (req, res) => {
    res.type('html').send(collectionsPage(storefront(deps, req, res).theme(), catalog));
  });
  router.get('/collections/:handle', (req, res) => {
    const ctx = storefront(deps, req, res).theme();
    const collection = catalog.collectionByHandle(String(req.params.handle));
    if (!collection) res.status(404).type('html').send(notFoundPage(ctx));
    else res.type('html').send(collectionPage(ctx, catalog, collection));
  });
  router.get(['/products/:handle', '/collections/:collection/products/:handle'], (req, res) => {
    const ctx = storefront(deps, req, res).theme();
    const product = catalog.productByHandle(String(req.params.handle));
    if (!product || product.status !== 'ACTIVE') {
      res.status(404).type('html').send(notFoundPage(ctx));
      return;
    }
    const variant = Number(req.query.variant);
    res.type('html').send(productPage(ctx, catalog, product, Number.isInteger(variant) ? variant : undefined));
  });
  return router;
}

/** The Section Rendering API: ?sections=a,b (JSON) or ?section_id=a (HTML) on any storefront GET, the cart page included. */
export function sectionRenderingRoute(deps: StoreDeps): Router {
  const router = Router();
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    const { sections, section_id: sectionId } = req.query;
    if (sections === undefined && sectionId === undefined) return next();
    const ctx = storefront(deps, req, res).theme();
    if (typeof sectionId === 'string') {
      const html = renderSection(ctx, sectionId);
      if (html === null) res.status(404).type('text/plain').send('Section not found');
      else res.type('html').send(html);
      return;
    }
    res.json(renderSections(ctx, sections) ?? {});
  });
  return router;
}

/** The themed 404 for any other storefront path. */
export function notFoundRoute(deps: StoreDeps) {
  return (req: Request, res: Response) => {
    res.status(404).type('html').send(notFoundPage(storefront(deps, req, res).theme()));
  };
}
