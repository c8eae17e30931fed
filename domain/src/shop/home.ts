/**
 * The home screen's shop-level pieces: the getting-started guide (cart-and-shop.md §2), warning banners
 * (cart-and-shop.md §2, campaigns.md §8).
 */
import {
  DRAFT_CHECKOUT_BANNER_TEXT,
  MULTI_CURRENCY_BANNER_TEXT,
  SHOP_DEFAULT_MONEY_FORMAT,
} from './constants';
import { defaultCodSettings } from './cod';
import { defaultShopSettings } from './settings-defaults';
import type { ShopSettings } from './settings-schema';
import type { Shop } from '../api/shop';
import { DASHBOARD_DEFAULT_ZONE } from './date-range';
import { SHOP_FLAGS, type ShopFlag } from './shop-schema';
import { defaultStickyCart } from './sticky';

/** cart-and-shop.md §2 "Setup guide tasks: 3". */
export const SETUP_GUIDE_TASKS = 3;

/** What the setup guide needs to know. */
export interface SetupGuideInput {
  /** Task 1 "Review cart design": done once the first-cart-turn-on flag is stored locally. */
  firstCartTurnOn: boolean;
  /** Task 2 "Activate the cart": done when the cart is active. */
  cartActive: boolean;
  /** Task 3 "Activate upsell campaigns": done when at least one campaign is active. */
  hasActiveCampaign: boolean;
}

/** The guide's progress line and bar. */
export interface SetupGuideProgress {
  completed: number;
  total: number;
  /** 'N of 3 tasks completed'. */
  text: string;
  /** The bar is green when every task is done, blue before. */
  tone: 'green' | 'blue';
  tasks: { review_design: boolean; activate_cart: boolean; activate_campaigns: boolean };
}

/** cart-and-shop.md §2 progress 'N of 3 tasks completed', bar green at 3. */
export function setupGuideProgress(input: SetupGuideInput): SetupGuideProgress {
  const tasks = {
    review_design: input.firstCartTurnOn,
    activate_cart: input.cartActive,
    activate_campaigns: input.hasActiveCampaign,
  };
  const completed = Object.values(tasks).filter(Boolean).length;
  return {
    completed,
    total: SETUP_GUIDE_TASKS,
    text: `${completed} of ${SETUP_GUIDE_TASKS} tasks completed`,
    tone: completed === SETUP_GUIDE_TASKS ? 'green' : 'blue',
    tasks,
  };
}

/** A dismissible warning banner and the flag its dismissal stores. */
export interface ShopBanner {
  id: 'multi_currency' | 'draft_checkout';
  text: string;
  dismissFlag: Extract<ShopFlag, 'multi_currency_checkout_alerted' | 'draft_checkout_alerted'>;
}

/** cart-and-shop.md §2 banner: 'You have multi-currency enabled in your store', dismissed with 'I Understand'. */
export const MULTI_CURRENCY_SHOP_BANNER: ShopBanner = {
  id: 'multi_currency',
  text: MULTI_CURRENCY_BANNER_TEXT,
  dismissFlag: 'multi_currency_checkout_alerted',
};
/** cart-and-shop.md §2 banner: 'Draft checkout is currently activated'. */
export const DRAFT_CHECKOUT_SHOP_BANNER: ShopBanner = {
  id: 'draft_checkout',
  text: DRAFT_CHECKOUT_BANNER_TEXT,
  dismissFlag: 'draft_checkout_alerted',
};

/**
 * The banners to show: multi-currency when the store sells in more than one presentment currency, draft checkout
 * when it is on; each until its flag is stored.
 */
export function shopWarningBanners(
  shop: Pick<Shop, 'enabled_presentment_currencies' | ShopBanner['dismissFlag']>,
  settings: Pick<ShopSettings, 'draft_checkout'>,
): ShopBanner[] {
  const out: ShopBanner[] = [];
  if (shop.enabled_presentment_currencies.length > 1 && !shop.multi_currency_checkout_alerted) {
    out.push(MULTI_CURRENCY_SHOP_BANNER);
  }
  if (settings.draft_checkout && !shop.draft_checkout_alerted) out.push(DRAFT_CHECKOUT_SHOP_BANNER);
  return out;
}

/** cart-and-shop.md §2: the welcome modal with the pricing table shows while the install charge is not accepted. */
export const showWelcomeModal = (shop: Pick<Shop, 'chargeAccepted'>): boolean => !shop.chargeAccepted;

/** What the gateway knows when a shop installs. */
export interface NewShopInput {
  id: string;
  installedAt: Date | string;
  currency: string;
  money_format?: string;
  enabled_presentment_currencies?: string[];
}

/** A freshly installed shop: defaults everywhere, every one-time flag false, original_settings = the defaults. */
export function newShop(input: NewShopInput): Shop {
  const flags = Object.fromEntries(SHOP_FLAGS.map((f) => [f, false])) as Record<ShopFlag, boolean>;
  return {
    id: input.id,
    userId: input.id,
    name: null,
    installedAt: input.installedAt instanceof Date ? input.installedAt.toISOString() : input.installedAt,
    chargeAccepted: false,
    chargeConfirmationUrl: null,
    redirectToChargeApproval: false,
    invitation: null,
    transactions: 0,
    money_format: input.money_format ?? SHOP_DEFAULT_MONEY_FORMAT,
    currency: input.currency,
    iana_timezone: DASHBOARD_DEFAULT_ZONE,
    custom_links: [],
    custom_atcs: [],
    settingsSaved: false,
    original_settings: defaultShopSettings(),
    enabled_presentment_currencies: input.enabled_presentment_currencies ?? [input.currency],
    auto_upgrade: false,
    current_plan: null,
    settings: defaultShopSettings(),
    cod_settings: defaultCodSettings(),
    sticky_cart: defaultStickyCart(),
    draftCheckoutAvailable: true,
    // Nothing written to Shopify yet: the first campaign save syncs.
    discountSync: { state: 'PENDING', lastError: null, at: null, warning: null },
    ...flags,
  };
}
