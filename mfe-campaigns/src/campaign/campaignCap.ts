import { CAMPAIGN_CAP } from '@cartlift/domain';

/** Banner title and reason shown when the shop already has the maximum number of campaigns. */
export const CAP_REACHED_TITLE = 'Campaign limit reached';
export const CAP_REACHED_TEXT = `A shop can have up to ${CAMPAIGN_CAP} campaigns. Remove a campaign to create a new one.`;
