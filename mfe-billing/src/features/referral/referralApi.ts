import { injectEndpoints, restMutation, restQuery } from '@cartlift/admin-kit';
import type { AffEvents, AffSettings } from '@cartlift/domain';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';

/** GET /aff/settings and GET /aff/events answers (cart-and-shop.md §7), declared in domain/src/api/referral.ts. */
export type { AffEvents, AffSettings };

/** Referral programme calls. */
export const referralApi = injectEndpoints('mfe-billing/referral', (build) => ({
  getAffSettings: restQuery(build, ADMIN_REST.affSettings, { providesTags: [{ type: 'Referral', id: 'LIST' }] }),
  saveAffSettings: restMutation(build, ADMIN_REST.saveAffSettings, { invalidatesTags: [{ type: 'Referral', id: 'LIST' }] }),
  getAffEvents: restQuery(build, ADMIN_REST.affEvents, { providesTags: [{ type: 'Referral', id: 'LIST' }] }),
}));

export const { useGetAffSettingsQuery, useSaveAffSettingsMutation, useGetAffEventsQuery } = referralApi;
