import { randomBytes } from 'crypto';
import { Op, type Transaction } from 'sequelize';
import { upgradeShopSettings, type ShopSettings } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { bumpPublicVersion } from '../db/publicVersion';
import { notFound } from '../shared/errors';
import { stageDiscountConfig, syncAfterSave } from './discountSync';

/** A cart: its Cart Setup settings and the ids of the campaigns on in it (docs/experiments.md "What a cart is"). */
export interface CartContents {
  settings: ShopSettings;
  campaignIds: string[];
}

/** The name the shop's previous_live row carries (it is never listed with the drafts). */
const PREVIOUS_LIVE_NAME = 'Previous live cart';

/** A new cart_drafts or experiments id: the prefix and 12 URL-safe random characters ([A-Za-z0-9_-]). */
export const newCartId = (prefix: 'd_' | 'x_'): string => `${prefix}${randomBytes(9).toString('base64url')}`;

/**
 * The live cart as it is now: the shop's settings as stored, upgraded as every settings read is, and its active
 * campaigns in the order the cart shows them.
 */
export async function readLiveCart(deps: AppDeps, shop: string, transaction?: Transaction): Promise<CartContents> {
  const row = await deps.db.models.Shop.findByPk(shop, { attributes: ['id', 'settings'], transaction });
  if (!row) throw notFound('Shop');
  const campaigns = await deps.db.models.Campaign.findAll({
    where: { shop_id: shop, active: true },
    attributes: ['id'],
    order: [
      ['created_at', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  return { settings: upgradeShopSettings(row.settings), campaignIds: campaigns.map((c) => c.id) };
}

/**
 * Makes `cart` the live cart inside the caller's transaction (which holds the shop row's lock): the live cart as it was
 * becomes the shop's single previous_live row, the shop's settings become the cart's, each campaign's active flag
 * becomes its membership in the cart's list (ids of campaigns since deleted are ignored), the discount configuration
 * is staged (refused past Shopify's size, rolling everything back) and the public version bumped. Returns whether a
 * discount sync is needed; the caller runs finishLiveCartChange after the commit.
 *
 * `onOff` says where the cart's on/off switch (settings.active, what POST /cart/activate sets) comes from: `'live'`
 * keeps the shop's as it is now (publishing or promoting a draft: a draft copied while the cart was off must not
 * switch a cart turned on since back off), `'cart'` takes the cart's (a rollback restores the switch with the rest;
 * promoting the theme's own cart switches it off).
 */
export async function applyLiveCart(
  deps: AppDeps,
  shop: string,
  cart: CartContents,
  transaction: Transaction,
  onOff: 'live' | 'cart',
): Promise<boolean> {
  const { Shop, Campaign, CartDraft } = deps.db.models;
  const live = await readLiveCart(deps, shop, transaction);
  const settings = onOff === 'live' ? { ...cart.settings, active: live.settings.active } : cart.settings;
  const previous = await CartDraft.findOne({ where: { shop_id: shop, kind: 'previous_live' }, transaction });
  if (previous) {
    await previous.update({ settings: live.settings, campaign_ids: live.campaignIds }, { transaction });
  } else {
    await CartDraft.create(
      {
        id: newCartId('d_'),
        shop_id: shop,
        name: PREVIOUS_LIVE_NAME,
        kind: 'previous_live',
        settings: live.settings,
        campaign_ids: live.campaignIds,
      },
      { transaction },
    );
  }
  const row = await Shop.findByPk(shop, { transaction });
  if (!row) throw notFound('Shop');
  await row.update(
    {
      settings,
      settings_saved: true,
      original_settings: row.original_settings ?? upgradeShopSettings(row.settings),
    },
    { transaction },
  );
  const now = new Date();
  // Only rows whose flag changes are written (and get a new updated_at). An empty list is said without IN (): Sequelize
  // renders an empty NOT IN as NOT IN (NULL), which matches no row.
  const ids = cart.campaignIds;
  if (ids.length > 0)
    await Campaign.update({ active: true, updated_at: now }, { where: { shop_id: shop, active: false, id: { [Op.in]: ids } }, transaction });
  await Campaign.update(
    { active: false, updated_at: now },
    { where: { shop_id: shop, active: true, ...(ids.length > 0 ? { id: { [Op.notIn]: ids } } : {}) }, transaction },
  );
  const sync = await stageDiscountConfig(deps, transaction, shop);
  await bumpPublicVersion(deps.db, shop, transaction);
  return sync;
}

/** After a committed change of the live cart or of an experiment's status: every process's answers, and Shopify's discount. */
export async function finishLiveCartChange(deps: AppDeps, shop: string, sync: boolean): Promise<void> {
  deps.lookupCache.invalidate(shop);
  if (sync) await syncAfterSave(deps, shop);
}
