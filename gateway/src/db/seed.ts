import { defaultShopSettings } from '@cartlift/domain';
import { isShopDomain } from '../shopify/shopDomain';
import type { Database } from './connection';

/** The seeded demo shop (coordination.md). */
export const DEMO_SHOP = 'cartlift-demo.myshopify.com';
/** Its offline Admin API token, accepted by the dev store. */
export const DEMO_ACCESS_TOKEN = 'shpat_cartlift_demo_local';

/** Options for installing a shop from the seed. */
export interface SeedShopOptions {
  accessToken?: string;
  currency?: string;
  moneyFormat?: string;
  now?: Date;
  /** Marks the install charge accepted (the demo store of `npm start`) or not (a fresh install); unset keeps it. */
  chargeAccepted?: boolean;
}

/**
 * Installs (or re-installs) a shop with an offline token, idempotently: existing settings and campaigns are kept,
 * the token and installed flag are refreshed.
 */
export async function seedShop(db: Database, shop: string, opts: SeedShopOptions = {}): Promise<void> {
  if (!isShopDomain(shop)) throw new Error(`Not a myshopify domain: ${shop}`);
  const now = opts.now ?? new Date();
  await db.write(async (transaction) => {
    const existing = await db.models.Shop.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
    const fields = {
      installed: true,
      uninstalled_at: null,
      access_token: opts.accessToken ?? DEMO_ACCESS_TOKEN,
      ...(opts.currency ? { currency: opts.currency } : {}),
      ...(opts.moneyFormat ? { money_format: opts.moneyFormat } : {}),
      ...(opts.chargeAccepted !== undefined ? { charge_accepted: opts.chargeAccepted } : {}),
    };
    if (existing) await existing.update({ ...fields, installed_at: existing.installed_at ?? now }, { transaction });
    else await db.models.Shop.create({ id: shop, user_id: shop, installed_at: now, ...fields }, { transaction });
  });
}

/**
 * Switches the demo shop's cart on when its settings were never saved (the demo storefront shows the cart out of the
 * box; a merchant's shop starts with it off until Cart Setup turns it on). A cart that is on has been turned on, so
 * the first_cart_turn_on flag is stored with it: without it Cart Setup keeps saying 'Nearly there!' over a live cart.
 * Re-seeding an older demo database whose cart is on but whose flag is missing adds the flag; nothing else changes.
 */
export async function seedDemoCartOn(db: Database, shop: string): Promise<void> {
  await db.write(async (transaction) => {
    const row = await db.models.Shop.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new Error(`${shop} is not installed`);
    const settings = row.settings ?? { ...defaultShopSettings(), active: true };
    const flags = settings.active === true ? { ...(row.flags ?? {}), first_cart_turn_on: true } : row.flags;
    await row.update({ settings, flags }, { transaction });
  });
}

/**
 * Moves a shop's approved (ACTIVE) charge back to `days` days ago, so a local run reaches a billing cycle past the free
 * trial without waiting (the seed's --accepted-days-ago; the dev store moves its side with
 * /__dev/billing/accepted-days-ago). A shop without an approved charge is an error and nothing changes.
 */
export async function seedAcceptedDaysAgo(db: Database, shop: string, days: number, now = new Date()): Promise<void> {
  if (!Number.isInteger(days) || days < 0) throw new Error('days must be a whole number of days, 0 or more');
  const at = new Date(now.getTime() - days * 86_400_000);
  const [moved] = await db.write((transaction) =>
    db.models.AppSubscription.update({ accepted_at: at }, { where: { shop_id: shop, status: 'ACTIVE' }, transaction }),
  );
  if (moved !== 1) throw new Error(`${shop} has no approved charge to move`);
}
