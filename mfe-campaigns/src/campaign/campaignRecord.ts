import type { CampaignDraft } from '@cartlift/domain';

/** A campaign as the gateway answers it: the stored fields are guaranteed, the rest is read defensively. */
export type CampaignRecord = CampaignDraft & {
  id: string;
  name: string;
  active: boolean;
  createdAt: string;
};

/** Every field the admin reads of a campaign; values always travel as GraphQL variables. */
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

/** One validation failure as the gateway reports it: a GraphQL error whose extensions carry code and field path. */
export interface GatewayFieldError {
  path: string;
  message: string;
}

/** The gateway's code for a create refused at the campaign cap. */
export const CAMPAIGN_LIMIT_CODE = 'CAMPAIGN_LIMIT';
