/** Where the multi one-check block lives in a campaign. */
export const OC = 'settings.multi_one_check_upsell';
