import { CURRENCIES, RATES_UPDATED_AT } from '../state';
import { SHOP_ID } from '../checkout/checkoutRoutes';
import { collectionNode, connection, gid, parseGid, productNode, variantNode, type AdminContext } from './nodes';
import { draftOrderNode, discountNode, mutations } from './mutations';
import { billingResolvers } from '../billing/resolvers';
import { appDiscountMutations, appDiscountQueries } from './appDiscounts';
import { filterCollections, filterProducts } from './productQuery';
import { filterDraftOrders, filterOrders, orderNode } from './orderQuery';

/** The app embed extension's block type, as it appears in the theme's config/settings_data.json. */
export const APP_EMBED_BLOCK_TYPE = 'shopify://apps/cartlift/blocks/app-embed/6b3c9f3e-4a4d-4c55-9a51-0c7f2b1d8e21';
const THEME_ID = 140000000001;
const THEME_CREATED_AT = '2026-01-05T10:00:00-05:00';

// Shopify writes this comment at the top of settings_data.json: a client must strip it before JSON.parse.
const SETTINGS_HEADER = `/*
 * ------------------------------------------------------------
 * IMPORTANT: The contents of this file are auto-generated.
 *
 * This file may be updated by the Shopify admin theme editor
 * or related systems. Please exercise caution as any changes
 * made to this file may be overwritten.
 * ------------------------------------------------------------
 */
`;

/** The main theme's config/settings_data.json with the Cartlift app embed block on or off. */
export function settingsData(ctx: AdminContext): string {
  const { appEmbed } = ctx.deps.state;
  const data = {
    current: {
      type_header_font: 'assistant_n4', colors_solid_button_labels: '#ffffff', cart_type: 'notification',
      blocks: { [appEmbed.blockId]: { type: APP_EMBED_BLOCK_TYPE, disabled: !appEmbed.enabled, settings: {} } },
      sections: { header: { type: 'header', settings: { logo_position: 'middle-left' } } },
    },
    presets: { Default: { cart_type: 'notification' } },
  };
  return SETTINGS_HEADER + JSON.stringify(data, null, 2);
}

function themeNode(ctx: AdminContext) {
  const files = () => [{ filename: 'config/settings_data.json', contentType: 'application/json', content: settingsData(ctx) }];
  return {
    id: gid('OnlineStoreTheme', THEME_ID), name: 'Dawn', role: 'MAIN', processing: false, createdAt: THEME_CREATED_AT, updatedAt: new Date().toISOString(),
    files: (args: { filenames?: string[]; first?: number }) => {
      const wanted = files().filter((f) => !args.filenames || args.filenames.includes(f.filename));
      return connection(wanted.map((f) => ({
        filename: f.filename, size: Buffer.byteLength(f.content), contentType: f.contentType, checksumMd5: null, createdAt: THEME_CREATED_AT, updatedAt: new Date().toISOString(),
        body: { __typename: 'OnlineStoreThemeFileBodyText', content: f.content },
      })), { first: args.first ?? 50 });
    },
  };
}

/** Root value for the Admin schema: Query fields, then Mutation fields. */
export function adminRoot(ctx: AdminContext) {
  const { catalog } = ctx.deps.state;
  const { config } = ctx.deps;
  // The custom storefront domain is the primary shop's; an additional shop has only its myshopify domain.
  const host = (ctx.deps.state.isPrimary(config.shopDomain) ? ctx.deps.state.primaryDomain : null) ?? config.shopDomain;
  return {
    shop: () => ({
      id: gid('Shop', SHOP_ID), name: config.shopName, email: `owner@${config.shopDomain}`, contactEmail: `owner@${config.shopDomain}`,
      myshopifyDomain: config.shopDomain,
      primaryDomain: { host, url: `https://${host}` }, url: `https://${config.shopDomain}`,
      currencyCode: CURRENCIES[0].code, enabledPresentmentCurrencies: CURRENCIES.map((c) => c.code),
      currencyFormats: {
        moneyFormat: CURRENCIES[0].moneyFormat, moneyWithCurrencyFormat: CURRENCIES[0].moneyWithCurrencyFormat,
        moneyInEmailsFormat: CURRENCIES[0].moneyFormat, moneyWithCurrencyInEmailsFormat: CURRENCIES[0].moneyWithCurrencyFormat,
      },
      plan: { displayName: 'Development', partnerDevelopment: true, shopifyPlus: false }, ianaTimezone: 'America/New_York',
      // The dev store's fixed rates are what Shopify calls manual rates; the shop currency itself has none.
      currencySettings: (args: { first?: number }) => connection(CURRENCIES.map((c, i) => ({
        currencyCode: c.code, currencyName: c.name, enabled: true, manualRate: i === 0 ? null : String(c.rate), rateUpdatedAt: RATES_UPDATED_AT,
      })), { first: args.first ?? 50 }),
    }),
    product: ({ id }: { id: string }) => {
      const product = catalog.productById(parseGid(id, 'Product') ?? -1);
      return product ? productNode(product, ctx) : null;
    },
    productByHandle: ({ handle }: { handle: string }) => {
      const product = catalog.productByHandle(handle);
      return product ? productNode(product, ctx) : null;
    },
    productVariant: ({ id }: { id: string }) => {
      const found = catalog.variant(parseGid(id, 'ProductVariant') ?? -1);
      return found ? variantNode(found.product, found.variant, ctx) : null;
    },
    products: (args: { first?: number; after?: string; query?: string; reverse?: boolean }) => {
      const matched = filterProducts(catalog.products, catalog, args.query);
      return connection((args.reverse ? [...matched].reverse() : matched).map((p) => productNode(p, ctx)), args);
    },
    collection: ({ id }: { id: string }) => {
      const collection = catalog.collectionById(parseGid(id, 'Collection') ?? -1);
      return collection ? collectionNode(collection, ctx) : null;
    },
    collectionByHandle: ({ handle }: { handle: string }) => {
      const collection = catalog.collections.find((c) => c.handle === handle);
      return collection ? collectionNode(collection, ctx) : null;
    },
    collections: (args: { first?: number; after?: string; query?: string; reverse?: boolean }) => {
      const matched = filterCollections(catalog.collections, args.query);
      return connection((args.reverse ? [...matched].reverse() : matched).map((c) => collectionNode(c, ctx)), args);
    },
    themes: (args: { first?: number; roles?: string[] }) => connection(!args.roles || args.roles.includes('MAIN') ? [themeNode(ctx)] : [], args),
    draftOrder: ({ id }: { id: string }) => {
      const draft = ctx.deps.state.draftOrders.find((d) => d.id === parseGid(id, 'DraftOrder'));
      return draft ? draftOrderNode(draft, ctx) : null;
    },
    draftOrders: (args: { first?: number; after?: string; query?: string; reverse?: boolean }) => {
      const matched = filterDraftOrders(ctx.deps.state.draftOrders, args.query);
      return connection((args.reverse ? [...matched].reverse() : matched).map((d) => draftOrderNode(d, ctx)), args);
    },
    order: ({ id }: { id: string }) => {
      const order = ctx.deps.state.orders.find((o) => o.id === parseGid(id, 'Order'));
      return order ? orderNode(order) : null;
    },
    orders: (args: { first?: number; after?: string; query?: string; reverse?: boolean }) => {
      const matched = filterOrders(ctx.deps.state.orders, args.query);
      return connection((args.reverse ? [...matched].reverse() : matched).map(orderNode), args);
    },
    codeDiscountNodeByCode: ({ code }: { code: string }) => {
      const rule = ctx.deps.state.discounts.find((r) => r.code?.toLowerCase() === code.toLowerCase());
      return rule ? discountNode(rule) : null;
    },
    ...mutations(ctx),
    ...billingResolvers(ctx),
    ...appDiscountQueries(ctx),
    ...appDiscountMutations(ctx),
  };
}
