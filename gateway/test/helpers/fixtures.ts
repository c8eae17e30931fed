import { defaultCampaign } from '@cartlift/domain';

type CampaignKind = 'bundles' | 'add_to_unlock';

/** A valid campaign input from the domain's own defaults; bundles target the given product ids. */
export function campaignInput(
  type: CampaignKind = 'add_to_unlock',
  name = 'Spend more, save more',
  productIds: number[] = [1001],
): Record<string, unknown> {
  const { active: _active, ...rest } = defaultCampaign(type) as unknown as Record<string, unknown>;
  const input: Record<string, unknown> = { ...rest, name };
  if (type === 'bundles') {
    const target = input.target as Record<string, unknown>;
    input.target = {
      ...target,
      selected: productIds.map((id) => ({ id: String(id), title: `Product ${id}` })),
      ids: productIds.map(String),
    };
  }
  return input;
}

/** GraphQL documents the admin sends (campaigns.md §7). */
export const Q = {
  campaigns: `query($userId: String!, $nextToken: String, $limit: Int) { campaigns(userId: $userId, nextToken: $nextToken, limit: $limit) { nextToken campaigns { id name active createdAt type targetType campaign_key } } }`,
  campaign: `query($id: ID!) { campaign(id: $id) { id name active createdAt updatedAt campaign_key type targetType target settings modules } }`,
  create: `mutation($input: JSON!) { createCampaign(input: $input) { id name active type targetType campaign_key settings target } }`,
  update: `mutation($id: ID!, $input: JSON!) { updateCampaign(id: $id, input: $input) { id name active type targetType settings } }`,
  remove: `mutation($id: ID!) { removeCampaign(id: $id) { id } }`,
  shop: `query($id: String!) { shop(id: $id) { id userId installedAt chargeAccepted money_format currency settingsSaved settings cod_settings sticky_cart custom_links first_cart_turn_on auto_upgrade current_plan } }`,
  updateShopSettings: `mutation($id: String!, $input: JSON!) { updateShopSettings(id: $id, input: $input) { id settingsSaved settings cod_settings sticky_cart first_cart_turn_on } }`,
  updateShopProp: `mutation($id: String!, $input: JSON!) { updateShopProp(id: $id, input: $input) { id custom_links custom_atcs review_clicked } }`,
  updatePlanSettings: `mutation($id: String!, $input: JSON!) { updatePlanSettings(id: $id, input: $input) { id auto_upgrade current_plan } }`,
};

/** A real 1x1 PNG. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
