import { injectEndpoints } from '@cartlift/admin-kit';
import type { AffEvents, AffSettings, AffSettingsBody } from '@cartlift/domain';

/** GET /aff/settings and GET /aff/events answers (cart-and-shop.md §7), declared in domain/src/api/referral.ts. */
export type { AffEvents, AffSettings };

/** Referral programme calls. */
export const referralApi = injectEndpoints('mfe-billing/referral', (build) => ({
  getAffSettings: build.query<AffSettings, void>({
    query: () => ({ url: '/aff/settings' }),
    providesTags: [{ type: 'Referral', id: 'LIST' }],
  }),
  saveAffSettings: build.mutation<AffSettings, AffSettingsBody>({
    query: (body) => ({ url: '/aff/settings', method: 'POST', body }),
    invalidatesTags: [{ type: 'Referral', id: 'LIST' }],
  }),
  getAffEvents: build.query<AffEvents, void>({
    query: () => ({ url: '/aff/events' }),
    providesTags: [{ type: 'Referral', id: 'LIST' }],
  }),
}));

export const { useGetAffSettingsQuery, useSaveAffSettingsMutation, useGetAffEventsQuery } = referralApi;
