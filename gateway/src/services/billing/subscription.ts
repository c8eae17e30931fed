import { TRIAL_DAYS } from '@cartlift/domain';
import type { AppDeps } from '../../context';
import type { ShopInstance } from '../../db/models/shop.model';
import { asUpstream } from '../../shopify/adminApi';
import { activeSubscriptions, createSubscription, usageLineItem } from '../../shopify/billing';
import { findDiscount, findInvitation, requireDiscount, type PlanDiscount } from './discounts';
import { pricedPlans, subscriptionAmounts } from './pricing';

/** What the admin may send with Get Access: a coupon/voucher and the invitation id kept from a landing. */
export interface ChargeOptions {
  voucher?: string;
  invitation?: string;
}

/** The shop's install date, which picks its §9 price list. */
export const installedAt = (row: ShopInstance): Date => row.installed_at ?? row.created_at ?? new Date();

/** The best discount among the voucher (which must exist when given) and a valid invitation for this shop. */
async function chooseDiscount(deps: AppDeps, shop: string, opts: ChargeOptions): Promise<PlanDiscount | null> {
  const candidates: PlanDiscount[] = [];
  if (opts.voucher !== undefined) candidates.push(await requireDiscount(deps, shop, opts.voucher, 'voucher'));
  if (opts.invitation) {
    const inv = await findInvitation(deps, opts.invitation, shop);
    if (inv) candidates.push({ kind: 'invitation', code: inv.id, percent: inv.percent });
  }
  return candidates.sort((a, b) => b.percent - a.percent)[0] ?? null;
}

/**
 * Get Access: creates the subscription through appSubscriptionCreate (recurring part plus usage capped at the top
 * plan, 10 trial days, returnUrl on the gateway) priced from the shop's list by install date less the discount, and
 * stores it as PENDING. Answers Shopify's confirmation URL, which the admin opens at the top level.
 */
export async function startCharge(deps: AppDeps, row: ShopInstance, opts: ChargeOptions): Promise<string> {
  const shop = row.id;
  const discount = await chooseDiscount(deps, shop, opts);
  const percent = discount?.percent ?? 0;
  const plans = pricedPlans(installedAt(row), percent);
  const { recurring, capped } = subscriptionAmounts(plans);
  const returnUrl = `${deps.config.publicUrl}/billing/return?${new URLSearchParams({ shop }).toString()}`;
  const terms =
    `Usage by monthly orders: ${plans.map((p) => `${p.name} +$${p.discountedPrice.toFixed(2)}`).join(', ')}` +
    (percent ? ` (${percent}% off)` : '');
  let created: { id: string; confirmationUrl: string };
  try {
    created = await createSubscription(deps, shop, row.access_token ?? '', {
      name: percent ? `Cartlift (${percent}% off)` : 'Cartlift',
      returnUrl,
      trialDays: TRIAL_DAYS,
      test: deps.config.localMode,
      recurringAmount: recurring,
      cappedAmount: capped,
      terms,
    });
  } catch (err) {
    throw asUpstream(err);
  }
  await deps.db.write(async (transaction) => {
    const m = deps.db.models;
    const existing = await m.AppSubscription.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
    const fields = {
      subscription_id: created.id,
      discount_percent: percent,
      coupon: discount && discount.kind !== 'invitation' ? discount.code : null,
      trial_days: TRIAL_DAYS,
    };
    // An active subscription keeps billing (its usage line item, its cycles) until Shopify confirms the new one.
    if (existing?.status === 'ACTIVE') await existing.update(fields, { transaction });
    else if (existing)
      await existing.update({ ...fields, status: 'PENDING', usage_line_item_id: null, accepted_at: null }, { transaction });
    else await m.AppSubscription.create({ shop_id: shop, status: 'PENDING', ...fields }, { transaction });
    await m.Shop.update({ charge_confirmation_url: created.confirmationUrl }, { where: { id: shop }, transaction });
  });
  return created.confirmationUrl;
}

/** Where the return lands in the admin. */
export type ChargeOutcome = 'accepted' | 'declined';

/**
 * Shopify's return to returnUrl (?charge_id=N). The query string is never trusted: the charge counts only when the
 * shop's own Admin API lists gid://shopify/AppSubscription/N among its ACTIVE subscriptions and it is the one this
 * shop created. Then the shop is marked accepted, its discount becomes its invitation, a referral is recorded for a
 * partner's code, and a trial_started event is stored, all in one transaction.
 */
export async function confirmReturn(deps: AppDeps, shop: string, chargeId: string): Promise<ChargeOutcome> {
  const m = deps.db.models;
  const row = await m.Shop.findByPk(shop);
  const pending = await m.AppSubscription.findByPk(shop);
  if (!row?.installed || !row.access_token || !pending || !/^\d{1,20}$/.test(chargeId)) return 'declined';
  const gid = `gid://shopify/AppSubscription/${chargeId}`;
  if (pending.subscription_id !== gid) return 'declined';
  let active;
  try {
    active = (await activeSubscriptions(deps, shop, row.access_token)).find((s) => s.id === gid);
  } catch (err) {
    throw asUpstream(err);
  }
  if (!active || active.status !== 'ACTIVE') {
    // A declined replacement leaves the running subscription (and the discount it was priced with) in place.
    if (pending.status === 'ACTIVE') await pending.update({ discount_percent: shopDiscountPercent(row) });
    else await pending.update({ status: 'DECLINED' });
    return 'declined';
  }
  await deps.db.write(async (transaction) => {
    const sub = await m.AppSubscription.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
    if (!sub || sub.subscription_id !== gid) return;
    const firstAcceptance = sub.status !== 'ACTIVE';
    await sub.update(
      {
        status: 'ACTIVE',
        accepted_at: firstAcceptance ? new Date() : sub.accepted_at,
        usage_line_item_id: usageLineItem(active)?.id ?? sub.usage_line_item_id,
      },
      { transaction },
    );
    await m.Shop.update(
      {
        charge_accepted: true,
        charge_confirmation_url: null,
        invitation: sub.discount_percent > 0 ? { type: 'discount_percentage', value: sub.discount_percent } : null,
      },
      { where: { id: shop }, transaction },
    );
    if (sub.coupon) {
      const discount = await findDiscount(deps, shop, sub.coupon, transaction);
      if (discount?.kind === 'referral' && !(await m.Referral.findOne({ where: { referred_shop_id: shop }, transaction }))) {
        await m.Referral.create(
          { referrer_shop_id: discount.referrer, referred_shop_id: shop, code: discount.code },
          { transaction },
        );
      }
    }
    if (firstAcceptance) await m.AnalyticsEvent.create({ shop_id: shop, type: 'trial_started' }, { transaction });
  });
  return 'accepted';
}

/** The shop's current discount for pricing: its stored invitation, else the pending subscription's discount. */
export const shopDiscountPercent = (row: ShopInstance): number => {
  const inv = row.invitation as { type?: unknown; value?: unknown } | null;
  return inv?.type === 'discount_percentage' && typeof inv.value === 'number' ? inv.value : 0;
};
