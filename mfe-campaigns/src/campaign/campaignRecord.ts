import type { Campaign } from '@cartlift/domain';

/** A campaign as the admin's documents read it: the domain's Campaign (the gateway's answer) less its list copies. */
export type CampaignRecord = Pick<
  Campaign,
  'id' | 'name' | 'active' | 'createdAt' | 'updatedAt' | 'campaign_key' | 'target' | 'settings' | 'modules'
>;

/** Every field the admin reads of a campaign (those of CampaignRecord); values always travel as GraphQL variables. */
export const CAMPAIGN_FIELDS = /* GraphQL */ `
  id
  name
  active
  createdAt
  updatedAt
  campaign_key
  target
  settings
  modules
`;

/** The gateway's code for a create refused at the campaign cap. */
export const CAMPAIGN_LIMIT_CODE = 'CAMPAIGN_LIMIT';
