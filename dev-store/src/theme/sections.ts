import { cartIconBubble, esc, header, money, t, url, type ThemeContext } from './layout';

/** Dawn's main-cart-items: the cart form with one row per line, updates[] inputs and remove links. */
export function mainCartItems(ctx: ThemeContext): string {
  const { cart } = ctx;
  if (cart.lines.length === 0) return `<div class="cart__warnings"><h2 class="cart__empty-text">${esc(t(ctx).emptyCart)}</h2><a href="${url(ctx, 'collections/all')}" class="button">${esc(t(ctx).continueShopping)}</a></div>`;
  const rows = cart.lines.map((l, i) => {
    const props = Object.entries(l.line.properties).filter(([k]) => !k.startsWith('_')).map(([k, v]) => `<div class="product-option"><dt>${esc(k)}:</dt><dd>${esc(v)}</dd></div>`).join('');
    const plan = l.sellingPlan ? `<p class="product-option">${esc(l.sellingPlan.plan.name)}</p>` : '';
    const variant = l.variant.title === 'Default Title' ? '' : `<div class="product-option">${esc(l.variant.title)}</div>`;
    const discounts = l.allocations.map((a) => `<li class="discounts__discount">${esc(a.application.title)} (-${money(ctx, a.amount)})</li>`).join('');
    return `<tr class="cart-item" id="CartItem-${i + 1}" data-line-key="${esc(l.key)}">
<td class="cart-item__details"><a href="${url(ctx, `products/${l.product.handle}`)}?variant=${l.variant.id}" class="cart-item__name">${esc(l.product.title)}</a>${variant}<dl>${props}</dl>${plan}${discounts ? `<ul class="discounts list-unstyled" role="list">${discounts}</ul>` : ''}</td>
<td class="cart-item__quantity"><label class="visually-hidden" for="Quantity-${i + 1}">${esc(t(ctx).quantity)}</label><input class="quantity__input" type="number" name="updates[]" value="${l.line.quantity}" min="0" id="Quantity-${i + 1}" data-index="${i + 1}">
<a href="${url(ctx, 'cart/change')}?line=${i + 1}&amp;quantity=0" class="cart-remove-button" aria-label="${esc(t(ctx).remove)} ${esc(l.product.title)}">${esc(t(ctx).remove)}</a></td>
<td class="cart-item__totals">${l.lineDiscount ? `<s>${money(ctx, l.originalLinePrice)}</s> ` : ''}<span class="price price--end">${money(ctx, l.finalLinePrice)}</span></td></tr>`;
  });
  return `<form action="${url(ctx, 'cart')}" method="post" id="cart" class="cart__contents"><table class="cart-items"><tbody>${rows.join('')}</tbody></table>
<div class="cart__note"><label for="Cart-note">${esc(t(ctx).note)}</label><textarea class="text-area" name="note" form="cart" id="Cart-note"></textarea></div>
<button type="submit" name="update" class="button button--secondary">${esc(t(ctx).update)}</button></form>`;
}

/** Dawn's main-cart-footer: cart-level discounts, totals and the checkout button (submits the cart form). */
export function mainCartFooter(ctx: ThemeContext): string {
  const { cart } = ctx;
  if (cart.lines.length === 0) return '<div class="cart__footer is-empty"></div>';
  const discounts = cart.cartApplications.map((a) => `<li class="discounts__discount">${esc(a.title)} (-${money(ctx, a.totalAllocatedAmount)})</li>`).join('');
  return `<div class="cart__footer"><div class="totals"><h2 class="totals__total">${esc(t(ctx).estimatedTotal)}</h2><p class="totals__total-value" data-cart-total="${cart.total}">${money(ctx, cart.total)} ${esc(ctx.currency.code)}</p></div>
${discounts ? `<ul class="discounts list-unstyled" role="list" aria-label="${esc(t(ctx).discounts)}">${discounts}</ul>` : ''}
<div class="cart__ctas"><button type="submit" id="checkout" class="cart__checkout-button button" name="checkout" form="cart">${esc(t(ctx).checkout)}</button></div></div>`;
}

const RENDERERS: Record<string, (ctx: ThemeContext) => string> = {
  'cart-icon-bubble': cartIconBubble,
  'cart-live-region-text': (ctx) => `<p>${esc(t(ctx).subtotal)}: ${money(ctx, ctx.cart.total)}</p>`,
  'main-cart-items': mainCartItems,
  'main-cart-footer': mainCartFooter,
  header,
  'cart-notification-button': (ctx) => `<a href="${url(ctx, 'cart')}" id="cart-notification-button" class="button button--secondary">${esc(t(ctx).cart)} (${ctx.cart.itemCount})</a>`,
};

/** Section ids this theme can render through the Section Rendering API. */
export const SECTION_IDS = Object.keys(RENDERERS);

/** Shopify wraps each rendered section in its section div; an unknown section renders as null. */
export function renderSection(ctx: ThemeContext, id: string): string | null {
  const render = RENDERERS[id];
  return render ? `<div id="shopify-section-${esc(id)}" class="shopify-section">${render(ctx)}</div>` : null;
}

/** Parses `sections` ("a,b" or ["a","b"]) and renders at most 5, as Shopify's bundled section rendering does. */
export function renderSections(ctx: ThemeContext, sections: unknown): Record<string, string | null> | undefined {
  const ids = (Array.isArray(sections) ? sections.map(String) : typeof sections === 'string' ? sections.split(',') : []).map((s) => s.trim()).filter(Boolean);
  if (ids.length === 0) return undefined;
  return Object.fromEntries(ids.slice(0, 5).map((id) => [id, renderSection(ctx, id)]));
}
