import { injectEndpoints } from '@cartlift/admin-kit';
import type { ReferralSettings, ReferralStats, ReferredStore } from '@cartlift/domain';

/** GET /aff/settings (cart-and-shop.md §7: data, settings, code). */
export interface AffSettings {
  data: { link: string };
  settings: ReferralSettings;
  code: string;
}

/** GET /aff/events (cart-and-shop.md §7: stats, data). */
export interface AffEvents {
  stats: ReferralStats;
  data: ReferredStore[];
}

/** Referral programme calls. */
export const referralApi = injectEndpoints('mfe-billing/referral', (build) => ({
  getAffSettings: build.query<AffSettings, void>({
    query: () => ({ url: '/aff/settings' }),
    providesTags: [{ type: 'Referral', id: 'LIST' }],
  }),
  saveAffSettings: build.mutation<AffSettings, { settings?: { paypal_email: string }; aff_code?: string }>({
    query: (body) => ({ url: '/aff/settings', method: 'POST', body }),
    invalidatesTags: [{ type: 'Referral', id: 'LIST' }],
  }),
  getAffEvents: build.query<AffEvents, void>({
    query: () => ({ url: '/aff/events' }),
    providesTags: [{ type: 'Referral', id: 'LIST' }],
  }),
}));

export const { useGetAffSettingsQuery, useSaveAffSettingsMutation, useGetAffEventsQuery } = referralApi;
