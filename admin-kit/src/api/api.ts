import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Every cache tag any screen's injected endpoints use; tags are PascalCase singular with a `{ id: 'LIST' }` sentinel. */
export const TAG_TYPES = ['Shop', 'Campaign', 'ShopSettings', 'Plan', 'Analytics', 'Referral'] as const;

/**
 * The cache tag of answers about all of a shop's campaigns at once (the shell's campaign summary): every campaign write
 * (create, save, toggle, remove) invalidates it, so Getting started follows a toggle made on another screen at once.
 */
export const CAMPAIGN_SUMMARY_TAG = { type: 'Campaign', id: 'SUMMARY' } as const;

/**
 * The one admin api slice (one base URL: the gateway). It starts empty; each feature adds its calls with
 * `injectEndpoints` (./injectEndpoints: a name another file holds throws) and exports its hooks from that file.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
