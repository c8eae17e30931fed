import {
  INVALID_EMAIL,
  plansFor,
  REFERRAL_CODE_TAKEN,
  type AffViewRecorded,
  type CouponResult,
  type InvitationLookup,
  type Shop,
  type StartChargeResult,
} from '@cartlift/domain';
import { fakeResponse as response, installFakeGateway, restError, TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';
import type { PlanResponse } from '../features/plan/planApi';
import type { AffEvents, AffSettings } from '../features/referral/referralApi';

export { TEST_GATEWAY, TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';
/** The confirmation URL the fake gateway hands out. */
export const CONFIRMATION_URL =
  'http://store.test/admin/charges/app/1/RecurringApplicationCharge/confirm_recurring_application_charge?signature=s';

/** A plan response on the current price list (installed after March 1, 2022), without a discount. */
export function planFixture(overrides: Partial<PlanResponse> = {}): PlanResponse {
  return {
    balance_used: 0,
    status: null,
    billing_on: null,
    charge_accepted: false,
    trial_days: 0,
    current_plan: null,
    plan_for_orders: null,
    orders_this_cycle: 0,
    cycle: null,
    discount_percent: 0,
    recurring_price: 12.99,
    capped_amount: 122,
    plans: plansFor('2023-01-01').map(({ name, transactions, price, listPrice }) => ({
      name,
      transactions,
      price,
      listPrice,
      discountedPrice: price,
      discountedListPrice: listPrice,
    })),
    ...overrides,
  };
}

/** One call the fake gateway received. */
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** Options of {@link startTestGateway}. */
export interface TestGatewayOptions {
  plan?: PlanResponse;
  coupons?: Record<string, number>;
  takenCodes?: string[];
  invitations?: Record<string, string | null>;
  /** "METHOD /path" answered with a 500. */
  failing?: string[];
}

/**
 * An in-memory stand-in for the gateway's billing routes with their answer shapes (400 with {error: {errors}}), so
 * component tests are fast and deterministic; the real gateway is exercised by its own tests and the e2e journeys.
 */
export function startTestGateway(options: TestGatewayOptions = {}) {
  const calls: RecordedCall[] = [];
  let plan = options.plan ?? planFixture();
  const aff: AffSettings = {
    data: { link: 'http://app.test/ref/cartlift-demo' },
    settings: { commission: 15, discount: 5, paypal_email: '', code: 'cartlift-demo' },
    code: 'cartlift-demo',
  };
  const events: AffEvents = {
    stats: { views: 3, active_referrals: 1 },
    data: [{ referral: 'friend.myshopify.com', earnings: 1.05 }],
  };
  const bad = (path: string, message: string) => restError(400, 'BAD_USER_INPUT', message, [{ path, message }]);

  installFakeGateway(({ url, method, route: key, body: json }) => {
    const body = (json ?? {}) as { coupon?: string; aff_code?: string; settings?: { paypal_email: string } };
    calls.push({ method, url: `${url.pathname}${url.search}`, body: json });
    if (options.failing?.includes(key))
      return restError(500, 'INTERNAL', 'Something went wrong');
    switch (key) {
      case 'GET /shop/get_plan':
        return response(200, plan);
      case 'POST /shop/get_plan':
        return response(200, { confirmation_url: CONFIRMATION_URL } satisfies StartChargeResult);
      case 'POST /aff/coupon': {
        const pct = options.coupons?.[String(body.coupon).toLowerCase()];
        const answer: CouponResult = pct
          ? { found: true, discount: pct, chargeConfirmationUrl: `${CONFIRMATION_URL}&coupon=1` }
          : { found: false, discount: 0, chargeConfirmationUrl: null };
        return response(200, answer);
      }
      case 'GET /aff/settings':
        return response(200, aff);
      case 'POST /aff/settings': {
        if (body.settings && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.settings.paypal_email))
          return bad('settings.paypal_email', INVALID_EMAIL);
        if (body.aff_code && options.takenCodes?.includes(String(body.aff_code).toLowerCase()))
          return bad('aff_code', REFERRAL_CODE_TAKEN);
        if (body.settings) aff.settings.paypal_email = body.settings.paypal_email;
        if (body.aff_code) aff.code = aff.settings.code = body.aff_code;
        return response(200, aff);
      }
      case 'GET /aff/events':
        return response(200, events);
      case 'POST /aff/events':
        return response(202, { recorded: true } satisfies AffViewRecorded);
      case 'GET /invitations': {
        const id = url.searchParams.get('id') ?? '';
        // The gateway's answer in full; the landing reads only redirect. Known ids are valid invitations without a discount.
        const known = options.invitations !== undefined && id in options.invitations;
        const answer: InvitationLookup = { redirect: options.invitations?.[id] ?? null, valid: known, discount: 0 };
        return response(200, answer);
      }
      case 'POST /graphql':
        return response(200, { data: { updateShopProp: { id: TEST_SHOP } satisfies Pick<Shop, 'id'> } });
      default:
        return restError(404, 'NOT_FOUND', 'Route not found');
    }
  });
  return {
    calls,
    callsOf: (key: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === key),
    setPlan: (p: PlanResponse) => {
      plan = p;
    },
  };
}
