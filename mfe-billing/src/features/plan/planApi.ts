import { injectEndpoints, restMutation, restQuery } from '@cartlift/admin-kit';
import type { CouponResult, Shop, ShopPropInput } from '@cartlift/domain';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';

/** A row of the shop's price list and GET /shop/get_plan's answer (shared with the gateway through the domain). */
export type { PricedPlanRow as PlanRow, PlanOverview as PlanResponse } from '@cartlift/domain';

/** POST /aff/coupon's answer (cart-and-shop.md §7), declared in domain/src/api/billing.ts. */
export type CouponAnswer = CouponResult;

/** Billing calls: the plan, Get Access (POST /shop/get_plan) and coupons (POST /aff/coupon). */
export const planApi = injectEndpoints('mfe-billing/plan', (build) => ({
  getPlan: restQuery(build, ADMIN_REST.plan, { providesTags: [{ type: 'Plan', id: 'LIST' }] }),
  startCharge: restMutation(build, ADMIN_REST.startCharge),
  applyCoupon: restMutation(build, ADMIN_REST.applyCoupon),
  markTrialStarted: build.mutation<Pick<Shop, 'id'>, string>({
    query: (id) => ({
      document: /* GraphQL */ `
        mutation BillingTrialStarted($id: String!, $input: JSON!) {
          updateShopProp(id: $id, input: $input) {
            id
          }
        }
      `,
      variables: { id, input: { fb_pixel_trial_started: true } satisfies ShopPropInput },
    }),
  }),
}));

export const { useGetPlanQuery, useStartChargeMutation, useApplyCouponMutation, useMarkTrialStartedMutation } = planApi;
