import type { PricedCart } from '../cart/pricing';
import type { CurrencyInfo } from '../state';
import type { ThemeScript } from './scripted';
import { STANDARD_LAYER_SCRIPT } from './standardActions';

/** Everything a theme page needs about the request: locale, currency, cart and store settings. */
export interface ThemeContext {
  shopDomain: string;
  shopName: string;
  locale: 'en' | 'fr';
  /** "/" or "/fr/": Shopify.routes.root. */
  root: string;
  currency: CurrencyInfo;
  /** How the product form adds to cart (dev only, `?theme=`). */
  script: ThemeScript;
  cart: PricedCart;
  appEmbed: { enabled: boolean; scriptUrl: string; gatewayUrl: string | null; blockId: string };
}

const STRINGS = {
  en: { cart: 'Cart', addToCart: 'Add to cart', soldOut: 'Sold out', quantity: 'Quantity', items: (n: number) => (n === 1 ? '1 item' : `${n} items`), checkout: 'Check out', emptyCart: 'Your cart is empty', subtotal: 'Subtotal', remove: 'Remove', catalog: 'Catalog', home: 'Home', note: 'Order special instructions', update: 'Update', oneTime: 'One-time purchase', continueShopping: 'Continue shopping', discounts: 'Discounts', estimatedTotal: 'Estimated total' },
  fr: { cart: 'Panier', addToCart: 'Ajouter au panier', soldOut: 'Épuisé', quantity: 'Quantité', items: (n: number) => (n === 1 ? '1 article' : `${n} articles`), checkout: 'Procéder au paiement', emptyCart: 'Votre panier est vide', subtotal: 'Sous-total', remove: 'Supprimer', catalog: 'Catalogue', home: 'Accueil', note: 'Instructions spéciales', update: 'Mettre à jour', oneTime: 'Achat unique', continueShopping: 'Continuer les achats', discounts: 'Réductions', estimatedTotal: 'Total estimé' },
};

/** Theme strings in the page's locale. */
export function t(ctx: ThemeContext) {
  return STRINGS[ctx.locale];
}

/** Escapes text for HTML. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function withDelimiters(cents: number, precision: number, thousands: string, decimal: string): string {
  const fixed = (cents / 100).toFixed(precision);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** Shopify's money filter for the common format placeholders. */
export function formatMoney(cents: number, format: string): string {
  return format.replace(/\{\{\s*(\w+)\s*\}\}/, (_m, name: string) => {
    if (name === 'amount_no_decimals') return withDelimiters(cents, 0, ',', '.');
    if (name === 'amount_with_comma_separator') return withDelimiters(cents, 2, '.', ',');
    if (name === 'amount_no_decimals_with_comma_separator') return withDelimiters(cents, 0, '.', ',');
    return withDelimiters(cents, 2, ',', '.');
  });
}

/** Money in the page's presentment currency (amount already converted). */
export function money(ctx: ThemeContext, cents: number): string {
  return formatMoney(cents, ctx.currency.moneyFormat);
}

/** A locale-aware storefront path: url(ctx, 'cart') → "/fr/cart". */
export function url(ctx: ThemeContext, path: string): string {
  return `${ctx.root}${path.replace(/^\//, '')}`;
}

/** Inner HTML of Dawn's #cart-icon-bubble (also the `cart-icon-bubble` section). */
export function cartIconBubble(ctx: ThemeContext): string {
  const count = ctx.cart.itemCount;
  const icon = count > 0
    ? '<svg class="icon icon-cart" aria-hidden="true" focusable="false" viewBox="0 0 40 40" width="40" height="40"><path d="M8 12h24l-3 16H11z" fill="currentColor"/></svg>'
    : '<svg class="icon icon-cart-empty" aria-hidden="true" focusable="false" viewBox="0 0 40 40" width="40" height="40"><path d="M8 12h24l-3 16H11z" fill="none" stroke="currentColor"/></svg>';
  const bubble = count > 0
    ? `<div class="cart-count-bubble"><span aria-hidden="true">${count < 100 ? count : ''}</span><span class="visually-hidden">${esc(t(ctx).items(count))}</span></div>`
    : '';
  return `${icon}<span class="visually-hidden">${esc(t(ctx).cart)}</span>${bubble}`;
}

/** Dawn's header with the cart icon link. */
export function header(ctx: ThemeContext): string {
  return `<header class="header header--middle-left page-width">
  <a href="${url(ctx, '')}" class="header__heading-link link"><span class="h2">${esc(ctx.shopName)}</span></a>
  <nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
    <li><a href="${url(ctx, '')}" class="header__menu-item list-menu__item link">${esc(t(ctx).home)}</a></li>
    <li><a href="${url(ctx, 'collections/all')}" class="header__menu-item list-menu__item link">${esc(t(ctx).catalog)}</a></li>
    <li><a href="${url(ctx, 'collections')}" class="header__menu-item list-menu__item link">Collections</a></li>
  </ul></nav>
  <div class="header__icons">
    <a href="${url(ctx, 'cart')}" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble">${cartIconBubble(ctx)}</a>${ctx.script === 'dawn' ? '' : `<span class="cart-count" aria-label="${esc(t(ctx).items(ctx.cart.itemCount))}">${ctx.cart.itemCount}</span>`}
  </div>
</header>`;
}

function appEmbedBlock(ctx: ThemeContext): string {
  if (!ctx.appEmbed.enabled) return '';
  const api = ctx.appEmbed.gatewayUrl ? ` data-cartlift-api="${esc(ctx.appEmbed.gatewayUrl)}"` : '';
  return `<div id="shopify-block-${esc(ctx.appEmbed.blockId)}" class="shopify-block shopify-app-block"><script src="${esc(ctx.appEmbed.scriptUrl)}"${api} data-shop="${esc(ctx.shopDomain)}" defer></script></div>`;
}

const STYLES = `body{font-family:system-ui,sans-serif;margin:0;color:#121212}.page-width{max-width:1100px;margin:0 auto;padding:0 1.5rem}
.header{display:flex;align-items:center;justify-content:space-between;padding:1rem 1.5rem;border-bottom:1px solid #eee}.list-menu{display:flex;gap:1rem;list-style:none;padding:0}
.link{color:inherit;text-decoration:none}#cart-icon-bubble{position:relative;display:inline-flex}.cart-count-bubble{position:absolute;bottom:.2rem;right:.1rem;background:#121212;color:#fff;border-radius:50%;width:1.4rem;height:1.4rem;font-size:.8rem;display:flex;align-items:center;justify-content:center}
.visually-hidden{position:absolute!important;overflow:hidden;width:1px;height:1px;clip:rect(0 0 0 0)}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:1.5rem;list-style:none;padding:0}
.card__media img,.product__media img{width:100%;height:auto;display:block}.price__sale s{color:#777;margin-right:.4rem}.button{background:#121212;color:#fff;border:0;padding:.8rem 1.6rem;cursor:pointer}.button[disabled]{opacity:.5}
.product{display:grid;grid-template-columns:1fr 1fr;gap:2rem;padding:2rem 0}.product-form__input{margin:0 0 1rem;border:0;padding:0}.product-form__error-message-wrapper{color:#b00020}.cart-item{border-bottom:1px solid #eee}.totals{font-size:1.2rem}.selling-plan-picker label,.product-form__properties label{display:block;margin:.3rem 0}`;

/** Dawn-like theme.liquid: head with window.Shopify globals, header, main content, app embed blocks before </body>. */
export function layout(ctx: ThemeContext, title: string, template: string, main: string): string {
  const globals = {
    shop: ctx.shopDomain, locale: ctx.locale, currency: { active: ctx.currency.code, rate: ctx.currency.rate.toFixed(ctx.currency.rate === 1 ? 1 : 2) },
    country: 'US', routes: { root: ctx.root },
  };
  const routes = { cart_add_url: url(ctx, 'cart/add'), cart_change_url: url(ctx, 'cart/change'), cart_update_url: url(ctx, 'cart/update'), cart_url: url(ctx, 'cart'), root_url: ctx.root };
  return `<!doctype html>
<html class="no-js" lang="${ctx.locale}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} – ${esc(ctx.shopName)}</title>
<script>window.Shopify = window.Shopify || {};Object.assign(window.Shopify, ${JSON.stringify(globals).replace(/</g, '\\u003c')});window.Shopify.theme = {name: "Dawn", id: 140000000001, role: "main"};
window.routes = ${JSON.stringify(routes)};document.documentElement.className = 'js';</script>
${ctx.script === 'actions' ? `<script>${STANDARD_LAYER_SCRIPT}</script>\n` : ''}<style>${STYLES}</style>
</head>
<body class="template-${esc(template)}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div id="shopify-section-header" class="shopify-section section-header">${header(ctx)}</div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">${main}</main>
<p id="cart-live-region-text" class="visually-hidden" aria-live="polite" role="status"></p>
${appEmbedBlock(ctx)}
</body>
</html>`;
}
