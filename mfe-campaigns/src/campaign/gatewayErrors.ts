import type { ApiError } from '@cartlift/admin-kit';
import { CAMPAIGN_LIMIT_CODE, type GatewayFieldError } from './campaignRecord';

const isApiError = (e: unknown): e is ApiError => typeof e === 'object' && e !== null && 'status' in e && 'message' in e;

/** The field errors of a failed save (one GraphQL error per field, extensions {code: BAD_USER_INPUT, path}). */
export function fieldErrorsOf(error: unknown): GatewayFieldError[] {
  if (!isApiError(error)) return [];
  return (error.graphqlErrors ?? [])
    .filter((e) => e.extensions?.code === 'BAD_USER_INPUT')
    .map((e) => ({ path: typeof e.extensions?.path === 'string' ? e.extensions.path : '', message: e.message }));
}

/** Whether the gateway refused a create because the shop already has the maximum number of campaigns. */
export function isCampaignLimitError(error: unknown): boolean {
  return isApiError(error) && (error.graphqlErrors ?? []).some((e) => e.extensions?.code === CAMPAIGN_LIMIT_CODE);
}

/**
 * The gateway's message when a save would make the shop's discount configuration larger than Shopify accepts
 * (DISCOUNT_CONFIG_LIMIT: nothing was saved, and the message says what to shorten), or null.
 */
export function discountConfigLimitMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return (error.graphqlErrors ?? []).find((e) => e.extensions?.code === 'DISCOUNT_CONFIG_LIMIT')?.message ?? null;
}
