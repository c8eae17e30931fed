/**
 * cart-and-shop.md §5 file-upload rule: when the theme's product form has a file field and one of its required fields
 * is empty, the browser's own validation of that form shows instead of adding from the bar or ordering by COD.
 */
export function needsNativeValidation(form: HTMLFormElement | null): boolean {
  return !!form && !!form.querySelector('input[type=file]') && !form.checkValidity();
}

/**
 * Shows the browser's own validation on the theme's form: its message on the first empty required field, focused.
 * reportValidity rather than requestSubmit: Dawn-style themes mark the product form `novalidate`, and requestSubmit
 * would then submit it unchecked (our interceptor would add the product without the required answer).
 */
export function showNativeValidation(form: HTMLFormElement): void {
  form.scrollIntoView?.({ block: 'center' });
  form.reportValidity();
}

/** The page's add-to-cart form (the theme's product form). */
export const themeProductForm = (doc: Document): HTMLFormElement | null => doc.querySelector<HTMLFormElement>('form[action*="/cart/add"]');

/** How long the drawer takes to close and hand focus back, so the browser's message lands on the theme's field. */
export const DRAWER_CLOSE_MS = 300;

/**
 * The cart-and-shop.md §5 rule where COD starts inside the drawer (its button, the in-cart form): when the page's
 * product form needs the shopper first, the drawer closes and the browser's own validation shows on it (its message and
 * focus); true when it did, so COD does not go on.
 */
export function themeFormFirst(doc: Document, closeDrawer: () => void): boolean {
  const form = themeProductForm(doc);
  if (!form || !needsNativeValidation(form)) return false;
  closeDrawer();
  setTimeout(() => showNativeValidation(form), DRAWER_CLOSE_MS);
  return true;
}

/** Closes the drawer through the loader's public API (absent in the admin preview, which has no product form). */
export const closeCartliftDrawer = () => (window as Window & { Cartlift?: { close(): void } }).Cartlift?.close();
