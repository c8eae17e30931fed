import type { StorefrontCampaignRead as StorefrontCampaign, StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { Cart } from '../../shared/types';
import type { CampaignView } from '../campaigns/campaigns';

/** The modules the footer draws, in the default order (cart-and-shop.md §2: random_text, order_note, checkout_button). */
const MODULES = ['random_text', 'order_note', 'checkout_button'];

/** The modules the footer draws for one cart: their order, every text block, and the one order note. */
export interface CartModules {
  order: readonly string[];
  /** Rich texts drawn at random_text's place: Cart Setup's first, then each campaign's in this cart. */
  randomTexts: string[];
  /** The order note box (title over the box, placeholder in it), or null when nobody switched it on. */
  note: { title?: string; placeholder?: string } | null;
}

/**
 * The campaigns that show something in this cart, in the view's order: the Add To Unlock campaign (its bar or its
 * suggestions), each Buy More Save More campaign targeting a product in the cart, each One Check campaign offering an
 * add-on. Only these may add modules: a campaign the shopper cannot see says nothing in the cart.
 */
export function campaignsInCart(view: CampaignView, cart: Cart): StorefrontCampaign[] {
  const products = new Set(cart.items.map((i) => String(i.product_id)));
  return view.campaigns.filter((c) => {
    const covers = c.settings.type === 'bundles' && view.covers(c);
    return covers
      ? covers === 'all' || [...covers].some((id) => products.has(id))
      : c === view.atu?.campaign || c === view.fbt?.campaign || view.oneCheck.some((o) => o.campaign === c);
  });
}

/**
 * Cart Setup's modules are the cart's and always stay as the merchant set them (order, text block, order note); a
 * campaign in the cart adds what it switches on (campaigns.md §2 "Extra modules", whose defaults are off): its text
 * block after Cart Setup's, and its order note where Cart Setup has none (a cart has one note). Its module order is
 * used only when Cart Setup switches neither text module on, so a campaign never moves the merchant's own blocks.
 */
export function cartModules(settings: WidgetSettings, campaigns: readonly StorefrontCampaign[]): CartModules {
  const shop = settings.modules ?? {};
  const shopText = shop.random_text?.isActive && shop.random_text.text ? [shop.random_text.text] : [];
  const shopNote = shop.order_note?.isActive ? { title: shop.order_note.title, placeholder: shop.order_note.placeholder } : null;
  const randomTexts = [...shopText];
  let note: CartModules['note'] = shopNote;
  let campaignOrder: readonly string[] | undefined;
  for (const c of campaigns) {
    const m = c.modules;
    if (!m) continue;
    const text = m.random_text?.active && m.random_text.text ? m.random_text.text : '';
    if (text && !randomTexts.includes(text)) randomTexts.push(text);
    if (!note && m.order_note?.active) note = { title: m.order_note.text };
    if ((text || m.order_note?.active) && !campaignOrder) campaignOrder = m.order?.length ? m.order : undefined;
  }
  // A stored order names each module at most once (both schemas refuse repeats); an unknown name draws nothing.
  const order = (!shopText.length && !shopNote && campaignOrder) || (shop.order?.length ? shop.order : MODULES);
  return { order, randomTexts, note };
}
