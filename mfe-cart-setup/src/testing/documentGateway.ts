import { defaultCodSettings, defaultStickyCart, overlay, validateCodSettings, validateStickyCart, type FieldError } from '@cartlift/domain';
import { fakeResponse as response, graphqlFieldErrors, installFakeGateway } from '../../../admin-kit/testing/fakeGateway';
import type { ShopDocuments } from '../shop-document/shopDocumentApi';

/** The shop the COD and sticky screen tests run as. */
export const DOC_TEST_SHOP = 'cartlift-demo.myshopify.com';

/**
 * An in-memory gateway for the ShopDocuments query and the {cod_settings} / {sticky_cart} save, validating with the
 * same domain functions as the real gateway and answering one GraphQL error per field (extensions {code, path}).
 */
export function startDocumentGateway() {
  const shop: ShopDocuments = { id: DOC_TEST_SHOP, money_format: '${{amount}}', cod_settings: defaultCodSettings(), sticky_cart: defaultStickyCart() };
  const saves: Record<string, unknown>[] = [];
  installFakeGateway(({ url, operation, variables }) => {
    if (url.pathname !== '/graphql') return response(404, {});
    if (operation === 'ShopDocuments') return response(200, { data: { shop } });
    if (operation === 'SaveShopDocument') {
      const input = variables.input as Record<string, unknown>;
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
      if (errors.length) return graphqlFieldErrors(errors, { updateShopSettings: null });
      return response(200, { data: { updateShopSettings: shop } });
    }
    return response(400, { errors: [{ message: `Unknown operation ${operation}` }] });
  }, DOC_TEST_SHOP);
  return { shop, saves };
}
