import { randomBytes } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import multer from 'multer';
import type { StoreDeps } from '../config';
import { currencyOf, price, startCart, storefront, type StorefrontRequest } from '../context';
import { cartPage, errorPage } from '../theme/pages';
import { renderSections } from '../theme/sections';
import { cartJson, lineItemJson } from './cartJson';
import { CartError, type AddItemInput } from './cartStore';
import type { CartLine } from './pricing';
import { CartWriteQueue } from './writeQueue';

type Body = Record<string, unknown>;
const PERMALINK = /^\d+(:\d+)?(,\d+(:\d+)?)*$/;
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Request body whatever the encoding (JSON, urlencoded with brackets, multipart). */
function bodyOf(req: Request): Body {
  return req.body && typeof req.body === 'object' ? (req.body as Body) : {};
}

/** Shopify answers the extension-less cart routes with JSON when asked from script (Dawn posts to /cart/add so). */
function wantsJson(req: Request): boolean {
  return req.get('X-Requested-With') === 'XMLHttpRequest' || /application\/(json|javascript)/.test(req.get('Accept') ?? '');
}

/** Bundled section rendering: `sections` in the body (or query) renders up to 5 sections into the response. */
function withSections<T extends object>(sf: StorefrontRequest, deps: StoreDeps, req: Request, json: T): T & { sections?: Record<string, string | null> } {
  const sections = renderSections(sf.theme(price(deps, sf.cart, sf.currency)), bodyOf(req).sections ?? req.query.sections);
  return sections ? { ...json, sections } : json;
}

/** Files posted as properties[Name] become properties whose value is the uploaded file's URL (as on Shopify). */
function attachUploads(deps: StoreDeps, req: Request, origin: string, item: AddItemInput): void {
  const files = Array.isArray(req.files) ? req.files : [];
  for (const file of files) {
    const match = /^properties\[(.+)\]$/.exec(file.fieldname);
    if (!match) continue;
    const id = randomBytes(8).toString('hex');
    deps.state.uploads.set(id, { name: file.originalname, type: file.mimetype, data: file.buffer });
    const props = item.properties && typeof item.properties === 'object' ? (item.properties as Record<string, unknown>) : {};
    item.properties = { ...props, [match[1]]: `${origin}/cdn/uploads/${id}/${encodeURIComponent(file.originalname)}` };
  }
}

function addItemsOf(body: Body): { items: AddItemInput[]; multiple: boolean } {
  if (body.items !== undefined) {
    const raw = Array.isArray(body.items) ? body.items : body.items && typeof body.items === 'object' ? Object.values(body.items) : [];
    return { items: raw.filter((i): i is AddItemInput => !!i && typeof i === 'object'), multiple: true };
  }
  if (body.id === undefined) return { items: [], multiple: false };
  return { items: [{ id: body.id, quantity: body.quantity, properties: body.properties, selling_plan: body.selling_plan }], multiple: false };
}

/** The Ajax Cart API and the cart form posts; mounted at "/" and at each locale prefix. */
export function cartRoutes(deps: StoreDeps): Router {
  const router = Router();
  const queue = new CartWriteQueue(() => deps.state.contention);
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES } });
  const parse = [express.json({ limit: '1mb' }), express.urlencoded({ extended: true, limit: '1mb' }), upload.any()];
  const root = (req: Request) => `${req.baseUrl}/`;

  /** Runs a cart write through the per-cart queue and answers JSON (Ajax) or a redirect (form post). */
  function write(ajax: boolean, op: (sf: StorefrontRequest, req: Request) => { json: object; status?: number; redirect?: string }) {
    return async (req: Request, res: Response) => {
      const sf = storefront(deps, req, res);
      try {
        const result = await queue.run(sf.cart.token, () => op(sf, req));
        if (ajax || wantsJson(req)) res.status(result.status ?? 200).json(result.json);
        else if (result.status && result.status >= 400) res.status(result.status).type('html').send(errorPage(sf.theme(), String((result.json as { description?: string }).description)));
        else res.redirect(302, result.redirect ?? `${root(req)}cart`);
      } catch (error) {
        if (!(error instanceof CartError)) throw error;
        if (ajax || wantsJson(req)) res.status(error.status).json(error.body);
        else res.status(error.status).type('html').send(errorPage(sf.theme(), error.body.description));
      }
    };
  }

  const cartResponse = (sf: StorefrontRequest, req: Request) => withSections(sf, deps, req, cartJson(sf.cart, price(deps, sf.cart, sf.currency), sf.presentment));

  const add = (sf: StorefrontRequest, req: Request) => {
    const { items, multiple } = addItemsOf(bodyOf(req));
    if (!multiple && items[0]) attachUploads(deps, req, sf.presentment.origin, items[0]);
    const result = deps.state.carts.add(sf.cart, items);
    if (result.stockError) return { json: result.stockError.body, status: result.stockError.status };
    const priced = price(deps, sf.cart, sf.currency);
    const lineJson = (line: CartLine) => {
      const pricedLine = priced.lines.find((l) => l.line === line);
      return pricedLine ? lineItemJson(pricedLine, sf.cart, sf.presentment) : null;
    };
    const json = multiple ? { items: result.touched.map(lineJson) } : lineJson(result.touched[0]) ?? {};
    return { json: withSections(sf, deps, req, json) };
  };

  const change = (sf: StorefrontRequest, req: Request) => {
    const body = { ...req.query, ...bodyOf(req) };
    const index = deps.state.carts.findLine(price(deps, sf.cart, sf.currency), body.id, body.line);
    const result = deps.state.carts.change(sf.cart, index, { quantity: body.quantity, properties: body.properties, selling_plan: body.selling_plan });
    if (result.stockError) return { json: result.stockError.body, status: result.stockError.status };
    return { json: cartResponse(sf, req) };
  };

  const update = (sf: StorefrontRequest, req: Request) => {
    const body = bodyOf(req);
    const result = deps.state.carts.update(sf.cart, price(deps, sf.cart, sf.currency), body);
    if (result.stockError) return { json: result.stockError.body, status: result.stockError.status };
    // The checkout is the shop's, whatever the storefront locale (there is no /fr/checkout).
    return { json: cartResponse(sf, req), redirect: body.checkout !== undefined ? '/checkout' : undefined };
  };

  const clear = (sf: StorefrontRequest, req: Request) => {
    deps.state.carts.clear(sf.cart);
    return { json: cartResponse(sf, req) };
  };

  for (const ext of ['.js', '.json']) {
    router.get(`/cart${ext}`, (req, res) => {
      const sf = storefront(deps, req, res);
      res.json(cartResponse(sf, req));
    });
    router.post(`/cart/add${ext}`, parse, write(true, add));
    router.post(`/cart/change${ext}`, parse, write(true, change));
    router.post(`/cart/update${ext}`, parse, write(true, update));
    router.post(`/cart/clear${ext}`, parse, write(true, clear));
  }
  router.post('/cart/add', parse, write(false, add));
  router.get('/cart/change', write(false, change));
  router.post('/cart/change', parse, write(false, change));
  router.post(['/cart', '/cart/update'], parse, write(false, update));
  router.all('/cart/clear', parse, write(false, clear));
  router.get('/cart', (req, res) => {
    const sf = storefront(deps, req, res);
    res.type('html').send(cartPage(sf.theme()));
  });
  // Cart permalinks (/cart/{variant}:{qty},…): a new cart with exactly those lines replaces the visitor's, and the
  // shopper lands on its checkout; ?discount=, ?note= and ?attributes[key]= carry over. Other paths fall through.
  router.get('/cart/:items', async (req, res, next) => {
    const items = String(req.params.items);
    if (!PERMALINK.test(items)) return next();
    const cart = startCart(deps, res, currencyOf(req, res));
    try {
      const result = deps.state.carts.add(cart, items.split(',').reverse().map((item) => {
        const [id, quantity] = item.split(':');
        return { id, quantity: quantity ?? '1' };
      }));
      if (result.stockError) throw result.stockError;
    } catch (error) {
      if (!(error instanceof CartError)) throw error;
      res.status(error.status).type('html').send(errorPage(storefront(deps, req, res).theme(), error.body.description));
      return;
    }
    const { discount, note } = req.query;
    if (typeof discount === 'string' && discount.trim()) cart.discountCodes = discount.split(',').map((c) => c.trim()).filter(Boolean);
    if (typeof note === 'string') cart.note = note;
    // Express's simple query parser keeps `attributes[Key]` as one name.
    for (const [name, value] of Object.entries(req.query)) {
      const key = /^attributes\[(.+)\]$/.exec(name)?.[1];
      if (key && typeof value === 'string' && value !== '') cart.attributes[key] = value;
    }
    res.redirect(302, '/checkout');
  });
  // Shopify's shareable discount link: applies the code to the cart, then redirects (default: home).
  router.get('/discount/:code', async (req, res) => {
    const sf = storefront(deps, req, res);
    const code = String(req.params.code);
    await queue.run(sf.cart.token, () => {
      if (!sf.cart.discountCodes.some((c) => c.toLowerCase() === code.toLowerCase())) sf.cart.discountCodes.push(code);
    });
    const target = typeof req.query.redirect === 'string' && req.query.redirect.startsWith('/') && !req.query.redirect.startsWith('//') ? req.query.redirect : root(req);
    res.redirect(302, target);
  });
  return router;
}
