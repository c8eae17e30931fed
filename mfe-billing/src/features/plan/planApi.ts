import { api } from '@cartlift/admin-kit';

/** One row of the shop's pricing table as GET /shop/get_plan answers it (dollars). */
export interface PlanRow {
  name: string;
  transactions: number | null;
  price: number;
  listPrice: number;
  discountedPrice: number;
  discountedListPrice: number;
}

/** §3 Plan response (balance_used, status, billing_on) with what Your Plan and the welcome modal draw. */
export interface PlanResponse {
  balance_used: number;
  status: string | null;
  billing_on: string | null;
  charge_accepted: boolean;
  trial_days: number;
  current_plan: string | null;
  plan_for_orders: string | null;
  orders_this_cycle: number;
  cycle: string | null;
  discount_percent: number;
  recurring_price: number;
  capped_amount: number;
  plans: PlanRow[];
}

/** POST /aff/coupon's answer (§7). */
export interface CouponAnswer {
  found: boolean;
  discount: number;
  chargeConfirmationUrl: string | null;
}

/** Billing calls: the plan, Get Access (POST /shop/get_plan) and coupons (POST /aff/coupon). */
export const planApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlan: build.query<PlanResponse, void>({
      query: () => ({ url: '/shop/get_plan' }),
      providesTags: [{ type: 'Plan', id: 'LIST' }],
    }),
    startCharge: build.mutation<{ confirmation_url: string }, { voucher?: string; invitation?: string }>({
      query: (body) => ({ url: '/shop/get_plan', method: 'POST', body }),
    }),
    applyCoupon: build.mutation<CouponAnswer, { coupon: string; invitation?: string }>({
      query: (body) => ({ url: '/aff/coupon', method: 'POST', body }),
    }),
    markTrialStarted: build.mutation<{ id: string }, string>({
      query: (id) => ({
        document: /* GraphQL */ `
          mutation BillingTrialStarted($id: String!, $input: JSON!) { updateShopProp(id: $id, input: $input) { id } }
        `,
        variables: { id, input: { fb_pixel_trial_started: true } },
      }),
    }),
  }),
});

export const { useGetPlanQuery, useStartChargeMutation, useApplyCouponMutation, useMarkTrialStartedMutation } = planApi;
