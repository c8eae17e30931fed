import { TRIAL_DAYS } from '@cartlift/domain';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../../context';
import type { AppSubscriptionInstance } from '../../db/models/appSubscription.model';
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

/** The shop's install date, which picks its cart-and-shop.md §9 price list. */
export const installedAt = (row: ShopInstance): Date => row.installed_at ?? row.created_at ?? new Date();

/** The shop's stored invitation discount (cart-and-shop.md §3 invitation {type discount_percentage, value}), else 0. */
export const shopDiscountPercent = (row: ShopInstance): number => {
  const inv = row.invitation as { type?: unknown; value?: unknown } | null;
  return inv?.type === 'discount_percentage' && typeof inv.value === 'number' ? inv.value : 0;
};

/**
 * The coupon a not-yet-approved charge was priced with: Get Access after a decline keeps the merchant's coupon
 * rather than silently dropping it.
 */
const lastCoupon = (sub: AppSubscriptionInstance | null): string | undefined =>
  (sub?.status === 'ACTIVE' ? sub.pending_coupon : sub?.coupon) ?? undefined;

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
 * plan, 10 trial days, returnUrl on the gateway) priced from the shop's list by install date less the discount. A
 * shop without an active subscription stores it as PENDING; an active one keeps billing and holds it as its pending
 * replacement. Answers Shopify's confirmation URL, which the admin opens at the top level.
 */
export async function startCharge(deps: AppDeps, row: ShopInstance, opts: ChargeOptions): Promise<string> {
  const shop = row.id;
  const m = deps.db.models;
  const current = await m.AppSubscription.findByPk(shop);
  const voucher = opts.voucher ?? lastCoupon(current);
  const discount = await chooseDiscount(deps, shop, { ...opts, voucher });
  const percent = discount?.percent ?? 0;
  const coupon = discount && discount.kind !== 'invitation' ? discount.code : null;
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
    const existing = await m.AppSubscription.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
    if (existing?.status === 'ACTIVE') {
      await existing.update(
        { pending_subscription_id: created.id, pending_discount_percent: percent, pending_coupon: coupon },
        { transaction },
      );
    } else {
      const fields = {
        subscription_id: created.id,
        status: 'PENDING' as const,
        discount_percent: percent,
        coupon,
        trial_days: TRIAL_DAYS,
        usage_line_item_id: null,
        accepted_at: null,
      };
      if (existing) await existing.update(fields, { transaction });
      else await m.AppSubscription.create({ shop_id: shop, ...fields }, { transaction });
    }
    await m.Shop.update({ charge_confirmation_url: created.confirmationUrl }, { where: { id: shop }, transaction });
  });
  return created.confirmationUrl;
}

/** Where the return lands in the admin. */
export type ChargeOutcome = 'accepted' | 'declined';

/** Records the referral when the accepted charge carried another shop's referral code (a shop is referred once). */
async function recordReferral(deps: AppDeps, shop: string, coupon: string | null, transaction: Transaction) {
  if (!coupon) return;
  const m = deps.db.models;
  const discount = await findDiscount(deps, shop, coupon, transaction);
  if (discount?.kind !== 'referral') return;
  if (await m.Referral.findOne({ where: { referred_shop_id: shop }, transaction })) return;
  await m.Referral.create(
    { referrer_shop_id: discount.referrer, referred_shop_id: shop, code: discount.code },
    { transaction },
  );
}

/**
 * Shopify's return to returnUrl (?charge_id=N). The query string is never trusted: the charge counts only when it is
 * the one this shop created (its subscription or its pending replacement) and the shop's own Admin API lists it
 * ACTIVE. Then the shop is marked accepted, the discount becomes its invitation, a referral is recorded for a
 * partner's code and, on the first acceptance, a trial_started event is stored, all in one transaction.
 */
export async function confirmReturn(deps: AppDeps, shop: string, chargeId: string): Promise<ChargeOutcome> {
  const m = deps.db.models;
  const row = await m.Shop.findByPk(shop);
  const sub = await m.AppSubscription.findByPk(shop);
  if (!row?.installed || !row.access_token || !sub || !/^\d{1,20}$/.test(chargeId)) return 'declined';
  const gid = `gid://shopify/AppSubscription/${chargeId}`;
  const replacing = sub.status === 'ACTIVE' && sub.pending_subscription_id === gid;
  if (!replacing && sub.subscription_id !== gid) return 'declined';
  let active;
  try {
    active = (await activeSubscriptions(deps, shop, row.access_token)).find((s) => s.id === gid);
  } catch (err) {
    throw asUpstream(err);
  }
  if (!active || active.status !== 'ACTIVE') {
    if (replacing)
      await sub.update({ pending_subscription_id: null, pending_discount_percent: null, pending_coupon: null });
    else if (sub.status !== 'ACTIVE') await sub.update({ status: 'DECLINED' });
    return 'declined';
  }
  const usageLine = usageLineItem(active)?.id ?? null;
  await deps.db.write(async (transaction) => {
    const locked = await m.AppSubscription.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
    if (!locked) return;
    const firstAcceptance = locked.status !== 'ACTIVE';
    if (locked.status === 'ACTIVE' && locked.pending_subscription_id === gid) {
      // Shopify cancelled the old one on approval: billing moves to the replacement, cycles carry on.
      await locked.update(
        {
          subscription_id: gid,
          usage_line_item_id: usageLine,
          discount_percent: locked.pending_discount_percent ?? 0,
          coupon: locked.pending_coupon,
          pending_subscription_id: null,
          pending_discount_percent: null,
          pending_coupon: null,
        },
        { transaction },
      );
    } else if (locked.subscription_id === gid) {
      await locked.update(
        { status: 'ACTIVE', accepted_at: locked.accepted_at ?? new Date(), usage_line_item_id: usageLine },
        { transaction },
      );
    } else return;
    await m.Shop.update(
      {
        charge_accepted: true,
        charge_confirmation_url: null,
        invitation:
          locked.discount_percent > 0 ? { type: 'discount_percentage', value: locked.discount_percent } : null,
      },
      { where: { id: shop }, transaction },
    );
    await recordReferral(deps, shop, locked.coupon, transaction);
    if (firstAcceptance) await m.AnalyticsEvent.create({ shop_id: shop, type: 'trial_started' }, { transaction });
  });
  return 'accepted';
}
