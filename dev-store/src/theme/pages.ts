import type { Catalog } from '../catalog/catalog';
import type { Collection, Product } from '../catalog/types';
import { convert, sellingPlanPrice } from '../cart/pricing';
import { esc, layout, money, t, url, type ThemeContext } from './layout';
import { scriptedProductForm } from './scripted';
import { mainCartFooter, mainCartItems } from './sections';

/** Shopify-style sized image URL: x.png?v=1 → x_400x.png?v=1 (served by /cdn). */
export function sizedImage(src: string, size: string): string {
  return src.replace(/(\.[a-z]+)(\?|$)/i, `_${size}$1$2`);
}

function priceHtml(ctx: ThemeContext, product: Product): string {
  const v = product.variants[0];
  const price = convert(Math.min(...product.variants.map((x) => x.price)), ctx.currency.rate);
  const varies = new Set(product.variants.map((x) => x.price)).size > 1;
  if (v.compareAtPrice !== null && v.compareAtPrice > v.price) {
    return `<div class="price price--on-sale"><span class="price__sale"><s class="price-item price-item--regular">${money(ctx, convert(v.compareAtPrice, ctx.currency.rate))}</s><span class="price-item price-item--sale">${money(ctx, price)}</span></span></div>`;
  }
  return `<div class="price"><span class="price-item price-item--regular">${varies ? 'From ' : ''}${money(ctx, price)}</span></div>`;
}

/**
 * A "quick add" button as theme apps add to product cards: a form without a cart action whose button the app's own
 * script handles. Scripts are not served here, so the button does nothing until a merchant selects it in Manual Setup
 * (custom_atcs) and the Cartlift loader adds its variant.
 */
function quickAdd(catalog: Catalog, product: Product): string {
  const variant = product.variants.find((v) => catalog.isAvailable(v));
  if (!variant) return '';
  return `<form class="quick-add" data-product-id="${product.id}"><input type="hidden" name="id" value="${variant.id}"><button type="button" class="quick-add__button button button--secondary">Quick add</button></form>`;
}

/** Dawn's card-product snippet. */
function productCard(ctx: ThemeContext, catalog: Catalog, product: Product): string {
  const image = product.images[0];
  const soldOut = !product.variants.some((v) => catalog.isAvailable(v));
  return `<li class="grid__item"><div class="card-wrapper product-card-wrapper" data-product-id="${product.id}">
  <div class="card__media">${image ? `<img src="${esc(sizedImage(image.src, '400x'))}" alt="${esc(image.alt ?? product.title)}" width="400" height="400" loading="lazy">` : ''}</div>
  <h3 class="card__heading"><a href="${url(ctx, `products/${product.handle}`)}" class="full-unstyled-link">${esc(product.title)}</a></h3>
  ${priceHtml(ctx, product)}${soldOut ? `<span class="badge">${esc(t(ctx).soldOut)}</span>` : ''}${quickAdd(catalog, product)}
</div></li>`;
}

/** The home page: featured collection (frontpage) and links to every collection. */
export function homePage(ctx: ThemeContext, catalog: Catalog): string {
  const featured = catalog.collectionByHandle('frontpage');
  const products = featured ? catalog.collectionProducts(featured) : [];
  const main = `<div class="page-width"><h1>${esc(ctx.shopName)}</h1>
<section class="featured-collection"><h2>Featured</h2><ul class="grid product-grid" role="list">${products.map((p) => productCard(ctx, catalog, p)).join('')}</ul></section>
<section><h2>Collections</h2><ul class="collection-list">${catalog.collections.map((c) => `<li><a href="${url(ctx, `collections/${c.handle}`)}">${esc(c.title)}</a></li>`).join('')}</ul></section></div>`;
  return layout(ctx, 'Home', 'index', main);
}

/** /collections: every collection. */
export function collectionsPage(ctx: ThemeContext, catalog: Catalog): string {
  const items = catalog.collections.map((c) => `<li><a href="${url(ctx, `collections/${c.handle}`)}">${esc(c.title)}</a> (${catalog.collectionProducts(c).length})</li>`).join('');
  return layout(ctx, 'Collections', 'list-collections', `<div class="page-width"><h1>Collections</h1><ul>${items}</ul></div>`);
}

/** A collection page with its product grid. */
export function collectionPage(ctx: ThemeContext, catalog: Catalog, collection: Collection): string {
  const products = catalog.collectionProducts(collection);
  const main = `<div class="page-width"><h1 class="collection-hero__title">${esc(collection.title)}</h1><div class="collection-hero__description">${collection.bodyHtml}</div>
<ul id="product-grid" class="grid product-grid" role="list">${products.map((p) => productCard(ctx, catalog, p)).join('')}</ul></div>`;
  return layout(ctx, collection.title, 'collection', main);
}

// Line item properties the demo theme asks for on some products (what Dawn themes add with custom liquid blocks).
const PROPERTY_FIELDS: Record<string, string> = {
  'leather-wallet': '<label for="Engraving">Engraving</label><input id="Engraving" type="text" name="properties[Engraving]" maxlength="20">',
  'canvas-tote': '<label for="Design">Your design (optional)</label><input id="Design" type="file" name="properties[Design]" accept="image/*">',
  'classic-tee': '<label for="GiftMessage">Gift message</label><input id="GiftMessage" type="text" name="properties[Gift message]"><input type="hidden" name="properties[_source]" value="product-page">',
};

function variantPicker(ctx: ThemeContext, catalog: Catalog, product: Product, selectedId: number): string {
  if (product.variants.length === 1 && product.variants[0].title === 'Default Title') {
    return `<input type="hidden" name="id" value="${product.variants[0].id}" class="product-variant-id">`;
  }
  const options = product.variants.map((v) => {
    const label = `${v.title}${catalog.isAvailable(v) ? '' : ` - ${t(ctx).soldOut}`} - ${money(ctx, convert(v.price, ctx.currency.rate))}`;
    return `<option value="${v.id}"${v.id === selectedId ? ' selected="selected"' : ''}${catalog.isAvailable(v) ? '' : ' data-sold-out="true"'}>${esc(label)}</option>`;
  });
  return `<div class="product-form__input product-form__input--dropdown"><label class="form__label" for="Variants-${product.id}">${esc(product.options.map((o) => o.name).join(' / '))}</label>
<select id="Variants-${product.id}" name="id" class="select__select product-variant-id">${options.join('')}</select></div>`;
}

function sellingPlanPicker(ctx: ThemeContext, product: Product): string {
  if (product.sellingPlanGroups.length === 0) return '';
  const price = convert(product.variants[0].price, ctx.currency.rate);
  const oneTime = product.requiresSellingPlan ? '' : `<label><input type="radio" name="selling_plan" value="" checked> ${esc(t(ctx).oneTime)}</label>`;
  const plans = product.sellingPlanGroups.flatMap((g) => g.sellingPlans).map((s, i) =>
    `<label><input type="radio" name="selling_plan" value="${s.id}"${product.requiresSellingPlan && i === 0 ? ' checked' : ''}> ${esc(s.name)} (${money(ctx, sellingPlanPrice(price, s, ctx.currency.rate))})</label>`);
  return `<fieldset class="product-form__input selling-plan-picker"><legend class="form__label">Purchase options</legend>${oneTime}${plans.join('')}</fieldset>`;
}

// Dawn's product-form.js in miniature: intercepts submit, posts FormData to cart/add.js with sections, swaps the bubble.
const PRODUCT_FORM_SCRIPT = `(function(){document.querySelectorAll('form[data-type="add-to-cart-form"]').forEach(function(form){
form.addEventListener('submit',function(evt){evt.preventDefault();var btn=form.querySelector('[type="submit"]');if(btn.getAttribute('aria-disabled')==='true')return;
btn.setAttribute('aria-disabled','true');btn.classList.add('loading');var wrap=document.querySelector('.product-form__error-message-wrapper');wrap.hidden=true;
var fd=new FormData(form);fd.append('sections','cart-icon-bubble,cart-live-region-text');fd.append('sections_url',window.location.pathname);
fetch(window.Shopify.routes.root+'cart/add.js',{method:'POST',headers:{'X-Requested-With':'XMLHttpRequest',Accept:'application/javascript'},body:fd})
.then(function(r){return r.json();}).then(function(res){if(res.status){wrap.hidden=false;wrap.querySelector('.product-form__error-message').textContent=res.description||res.message;}
if(res.sections){var tmp=document.createElement('div');var s=res.sections['cart-icon-bubble'];if(s){tmp.innerHTML=s;document.getElementById('cart-icon-bubble').innerHTML=tmp.querySelector('.shopify-section').innerHTML;}
var live=res.sections['cart-live-region-text'];if(live){tmp.innerHTML=live;document.getElementById('cart-live-region-text').textContent=tmp.textContent.trim();}}
document.dispatchEvent(new CustomEvent('cart:updated',{detail:res}));})
.catch(function(e){wrap.hidden=false;wrap.querySelector('.product-form__error-message').textContent=String(e);})
.finally(function(){btn.removeAttribute('aria-disabled');btn.classList.remove('loading');});});});})();`;

/** Dawn's main-product section: media, price, the product form posting to /cart/add. */
export function productPage(ctx: ThemeContext, catalog: Catalog, product: Product, variantParam: number | undefined): string {
  const selected = product.variants.find((v) => v.id === variantParam) ?? product.variants.find((v) => catalog.isAvailable(v)) ?? product.variants[0];
  const available = product.variants.some((v) => catalog.isAvailable(v));
  const image = product.images[0];
  const formId = `product-form-template--main__${product.id}`;
  const main = `<section class="page-width"><div class="product" data-product-id="${product.id}" data-product-handle="${esc(product.handle)}">
<div class="product__media">${image ? `<img src="${esc(sizedImage(image.src, '800x'))}" alt="${esc(image.alt ?? product.title)}" width="800" height="800">` : ''}</div>
<div class="product__info-wrapper"><h1 class="product__title">${esc(product.title)}</h1>${priceHtml(ctx, product)}
<div class="product__description rte">${product.bodyHtml}</div>
<product-form class="product-form">
<div class="product-form__error-message-wrapper" role="alert" hidden><span class="product-form__error-message"></span></div>
<form method="post" action="${url(ctx, 'cart/add')}" id="${formId}" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form">
<input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓">
${variantPicker(ctx, catalog, product, selected.id)}
${sellingPlanPicker(ctx, product)}
${PROPERTY_FIELDS[product.handle] ? `<div class="product-form__input product-form__properties">${PROPERTY_FIELDS[product.handle]}</div>` : ''}
<div class="product-form__input product-form__quantity"><label class="quantity__label form__label" for="Quantity-${product.id}">${esc(t(ctx).quantity)}</label>
<input class="quantity__input" type="number" name="quantity" id="Quantity-${product.id}" min="1" value="1"></div>
<div class="product-form__buttons"><button id="ProductSubmitButton-${product.id}" type="submit" name="add" class="product-form__submit button button--full-width"${available ? '' : ' disabled'}><span>${esc(available ? t(ctx).addToCart : t(ctx).soldOut)}</span></button></div>
</form></product-form></div></div></section>
<p id="theme-add-status" role="status"></p>${ctx.script === 'actions' ? '<button type="button" id="theme-open-cart" class="button">View cart</button>' : ''}
<script>${ctx.script === 'dawn' ? PRODUCT_FORM_SCRIPT : scriptedProductForm(ctx.script)}</script>`;
  return layout(ctx, product.title, 'product', main);
}

/** The /cart page: Dawn's main-cart-items and main-cart-footer sections. */
export function cartPage(ctx: ThemeContext): string {
  const main = `<div class="page-width"><h1 class="title title--primary">${esc(t(ctx).cart)}</h1>
<div id="shopify-section-main-cart-items" class="shopify-section">${mainCartItems(ctx)}</div>
<div id="shopify-section-main-cart-footer" class="shopify-section">${mainCartFooter(ctx)}</div></div>`;
  return layout(ctx, t(ctx).cart, 'cart', main);
}

/** A themed 404 page. */
export function notFoundPage(ctx: ThemeContext): string {
  return layout(ctx, '404 Not Found', '404', `<div class="page-width"><h1>404 Page not found</h1><p>The page you were looking for does not exist.</p><a href="${url(ctx, 'collections/all')}" class="button">${esc(t(ctx).continueShopping)}</a></div>`);
}

/** An error page for form posts (the no-JS path), e.g. a 422 from /cart/add. */
export function errorPage(ctx: ThemeContext, message: string): string {
  return layout(ctx, 'Error', 'cart', `<div class="page-width"><h1>${esc(t(ctx).cart)}</h1><p class="errors" role="alert">${esc(message)}</p><a href="${url(ctx, 'cart')}">${esc(t(ctx).cart)}</a></div>`);
}
