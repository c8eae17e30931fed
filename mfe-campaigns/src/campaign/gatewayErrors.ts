import { errorCodeMessage } from '@cartlift/admin-kit';
import { CAMPAIGN_LIMIT_CODE } from './campaignRecord';

/** Whether the gateway refused a create because the shop already has the maximum number of campaigns. */
export const isCampaignLimitError = (error: unknown): boolean => errorCodeMessage(error, CAMPAIGN_LIMIT_CODE) !== null;

/**
 * The gateway's message when a save would make the shop's discount configuration larger than Shopify accepts
 * (DISCOUNT_CONFIG_LIMIT: nothing was saved, and the message says what to shorten), or null.
 */
export const discountConfigLimitMessage = (error: unknown): string | null => errorCodeMessage(error, 'DISCOUNT_CONFIG_LIMIT');
