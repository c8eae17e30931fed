/**
 * Cart-count elements of the common themes (Dawn and its descendants, Debut, Brooklyn, Impulse, Prestige, Warehouse,
 * Turbo, Empire and more). Each match gets the cart's total quantity as its text.
 */
export const CART_COUNT_SELECTORS: readonly string[] = [
  '.cart-count-bubble span[aria-hidden="true"]',
  '.cart-count',
  '.cart-count-number',
  '.cart__count',
  '.CartCount',
  '.cart_count',
  '.cartCount',
  '.cart-item-count',
  '.cart-items-count',
  '.header__cart-count',
  '.site-header__cart-count span',
  '#CartCount',
  '#cart-count',
  '#CartItemCount',
  '.cart-link__bubble-num',
  '[data-cart-count]',
  '.js-cart-count',
  '.cart-counter',
  '.count-holder .count',
  '.Header__CartCount',
  '.header-cart-count',
  '.cart-icon-count',
  '#cart-icon-count',
  '.cart_items_count',
  '.minicart-count',
  '[data-header-cart-count]',
  '.cart-quantity',
  '.icon-cart__count',
];

/** Writes the total quantity into every theme cart counter; Dawn's bubble is created or removed like Dawn does. */
export function updateCartCount(count: number, doc: Document = document): void {
  const bubbleHost = doc.getElementById('cart-icon-bubble');
  if (bubbleHost) {
    let bubble = bubbleHost.querySelector('.cart-count-bubble');
    if (count > 0 && !bubble) {
      bubble = doc.createElement('div');
      bubble.className = 'cart-count-bubble';
      bubble.innerHTML = '<span aria-hidden="true"></span><span class="visually-hidden"></span>';
      bubbleHost.appendChild(bubble);
    } else if (count === 0 && bubble) {
      bubble.remove();
    }
    const hidden = bubble?.querySelector('.visually-hidden');
    if (hidden) hidden.textContent = `${count} item${count === 1 ? '' : 's'}`;
  }
  const text = String(count);
  doc.querySelectorAll<HTMLElement>(CART_COUNT_SELECTORS.join(',')).forEach((el) => {
    if (el.closest('#cartlift-root')) return;
    if (el.hasAttribute('data-cart-count')) el.setAttribute('data-cart-count', text);
    if (el.textContent !== text) el.textContent = text;
  });
}
