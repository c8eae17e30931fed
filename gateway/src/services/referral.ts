import { randomBytes } from 'crypto';
import {
  REFERRAL_CODE,
  REFERRAL_CODE_TAKEN,
  REFERRAL_COMMISSION_PERCENT,
  REFERRAL_DISCOUNT_PERCENT,
  type AffEvents,
  type AffSettings,
  type affSettingsSchema,
  type ReferralSettings,
} from '@cartlift/domain';
import { literal, Op, UniqueConstraintError } from 'sequelize';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import type { ReferralPartnerInstance } from '../db/models/referralPartner.model';
import { badRequest, type ValidationError } from '../shared/errors';
import { sentUsageCents } from './billing/usage';

const codeTaken = (): ValidationError => badRequest(REFERRAL_CODE_TAKEN, 'aff_code');

/** A first code from the shop's name: its subdomain cut to fit, plus a few random characters when taken. */
const suggestCode = (shop: string, attempt: number): string => {
  const stem = shop.replace(/\.myshopify\.com$/, '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 20) || 'cartlift';
  return attempt === 0 ? stem : `${stem}-${randomBytes(3).toString('hex')}`;
};

/** The shop's partner row, created on first read with the cart-and-shop.md §9 terms and a code no other shop holds. */
async function partnerOf(deps: AppDeps, shop: string): Promise<ReferralPartnerInstance> {
  const m = deps.db.models;
  const found = await m.ReferralPartner.findByPk(shop);
  if (found) return found;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = suggestCode(shop, attempt).padEnd(REFERRAL_CODE.min, '0');
    try {
      return await deps.db.write(async (transaction) => {
        const again = await m.ReferralPartner.findByPk(shop, { transaction });
        if (again) return again;
        return m.ReferralPartner.create(
          {
            shop_id: shop,
            code,
            code_key: code.toLowerCase(),
            commission: REFERRAL_COMMISSION_PERCENT,
            discount: REFERRAL_DISCOUNT_PERCENT,
          },
          { transaction },
        );
      });
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
    }
  }
  // Five collisions in a row: not the partner's fault, so an internal error (logged, answered 500).
  throw new Error(`could not find a free referral code for ${shop}`);
}

/** cart-and-shop.md §3 referral settings of a partner row. */
const settingsOf = (p: ReferralPartnerInstance): ReferralSettings => ({
  commission: p.commission,
  discount: p.discount,
  paypal_email: p.paypal_email,
  code: p.code,
});

/** GET /aff/settings: {data: {link}, settings, code}; the link is the public landing of the code. */
export async function getAffSettings(deps: AppDeps, shop: string): Promise<AffSettings> {
  const p = await partnerOf(deps, shop);
  return { data: { link: `${deps.config.appUrl}/ref/${encodeURIComponent(p.code)}` }, settings: settingsOf(p), code: p.code };
}

/** POST /aff/settings: the PayPal e-mail and/or a new code; a code another shop holds is refused (and by the DB). */
export async function saveAffSettings(
  deps: AppDeps,
  shop: string,
  input: z.output<typeof affSettingsSchema>,
): Promise<AffSettings> {
  const p = await partnerOf(deps, shop);
  const patch: Partial<{ paypal_email: string; code: string; code_key: string }> = {};
  if (input.settings?.paypal_email !== undefined) patch.paypal_email = input.settings.paypal_email;
  if (input.aff_code !== undefined && input.aff_code !== p.code) {
    const key = input.aff_code.toLowerCase();
    const holder = await deps.db.models.ReferralPartner.findOne({ where: { code_key: key } });
    if (holder && holder.shop_id !== shop) throw codeTaken();
    if (await deps.db.models.BillingCoupon.findByPk(key)) throw codeTaken();
    patch.code = input.aff_code;
    patch.code_key = key;
  }
  if (Object.keys(patch).length > 0) {
    try {
      await deps.db.write((transaction) => p.update(patch, { transaction }));
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw codeTaken();
      throw err;
    }
  }
  return getAffSettings(deps, shop);
}

/** GET /aff/events: {stats: {views, active_referrals}, data: [{referral, earnings}]}, only the caller's referrals. */
export async function getAffEvents(deps: AppDeps, shop: string): Promise<AffEvents> {
  const p = await partnerOf(deps, shop);
  const m = deps.db.models;
  const referrals = await m.Referral.findAll({ where: { referrer_shop_id: shop }, order: [['id', 'ASC']] });
  const ids = referrals.map((r) => r.referred_shop_id);
  const shops =
    ids.length === 0
      ? []
      : await m.Shop.findAll({ where: { id: { [Op.in]: ids } }, attributes: ['id', 'installed', 'charge_accepted'] });
  const active = new Set(shops.filter((s) => s.installed && s.charge_accepted).map((s) => s.id));
  const paid = await sentUsageCents(deps, ids);
  return {
    stats: { views: p.views, active_referrals: ids.filter((id) => active.has(id)).length },
    data: referrals.map((r) => ({
      referral: r.referred_shop_id,
      earnings: Math.round(((paid.get(r.referred_shop_id) ?? 0) * p.commission) / 100) / 100,
    })),
  };
}

/** POST /aff/events 'view' from the public landing: one more view for the code's partner; unknown codes count nothing. */
export async function recordAffView(deps: AppDeps, code: string): Promise<boolean> {
  const m = deps.db.models;
  const [affected] = await deps.db.write((transaction) =>
    m.ReferralPartner.update(
      { views: literal('views + 1') },
      { where: { code_key: code.toLowerCase() }, transaction },
    ),
  );
  return affected > 0;
}
