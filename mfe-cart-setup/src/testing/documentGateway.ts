import { configureAdmin, type Session } from '@cartlift/admin-kit';
import { defaultCodSettings, defaultStickyCart, overlay, validateCodSettings, validateStickyCart, type FieldError } from '@cartlift/domain';
import type { ShopDocuments } from '../shop-document/shopDocumentApi';

/** The shop the COD and sticky screen tests run as, and where their fake gateway lives. */
export const DOC_TEST_SHOP = 'cartlift-demo.myshopify.com';
const GATEWAY = 'http://gateway.test';

// jsdom has no fetch Response: the base query reads only ok, status and json().
const response = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

/**
 * An in-memory gateway for the ShopDocuments query and the {cod_settings} / {sticky_cart} save, validating with the
 * same domain functions as the real gateway and answering one GraphQL error per field (extensions {code, path}).
 */
export function startDocumentGateway() {
  const shop: ShopDocuments = { id: DOC_TEST_SHOP, money_format: '${{amount}}', cod_settings: defaultCodSettings(), sticky_cart: defaultStickyCart() };
  const saves: Record<string, unknown>[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1];
    if (String(input) !== `${GATEWAY}/graphql`) return response(404, {});
    // Copies: the store freezes what it receives, and this shop keeps changing.
    const copy = () => JSON.parse(JSON.stringify(shop)) as ShopDocuments;
    if (operation === 'ShopDocuments') return response(200, { data: { shop: copy() } });
    if (operation === 'SaveShopDocument') {
      const input = body.variables.input as Record<string, unknown>;
      saves.push(input);
      const errors: FieldError[] = [];
      if ('cod_settings' in input) {
        const r = validateCodSettings(overlay(shop.cod_settings, input.cod_settings));
        if (r.success) shop.cod_settings = r.data;
        else errors.push(...r.errors.map((e) => ({ ...e, path: `cod_settings.${e.path}` })));
      }
      if ('sticky_cart' in input) {
        const r = validateStickyCart(overlay(shop.sticky_cart, input.sticky_cart));
        if (r.success) shop.sticky_cart = r.data;
        else errors.push(...r.errors.map((e) => ({ ...e, path: `sticky_cart.${e.path}` })));
      }
      if (errors.length)
        return response(200, { data: { updateShopSettings: null }, errors: errors.map((e) => ({ message: e.message, extensions: { code: 'BAD_USER_INPUT', path: e.path } })) });
      return response(200, { data: { updateShopSettings: copy() } });
    }
    return response(400, { errors: [{ message: `Unknown operation ${operation}` }] });
  }) as typeof fetch;
  const session: Session = {
    mode: 'standalone',
    shop: DOC_TEST_SHOP,
    getToken: async () => 'test-token',
    invalidate: () => undefined,
    signIn: async () => undefined,
    signOut: () => undefined,
    isSignedIn: () => true,
  };
  configureAdmin({ gatewayUrl: GATEWAY, shop: DOC_TEST_SHOP, session, fetchFn });
  return { shop, saves };
}
