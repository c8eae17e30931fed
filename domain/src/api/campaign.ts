/**
 * The admin's campaign resource (campaigns.md §3, §7): the Campaign the gateway's GraphQL queries and mutations answer,
 * the list's page, the summary and the removal's answer, and the input of each mutation. The gateway's services return
 * these (`toCampaignDto` the `Campaign`); `gateway/src/graphql/contract.test.ts` holds the GraphQL `Campaign`,
 * `CampaignPage`, `CampaignSummary` and `RemovedCampaign` types equal to these schemas. The campaigns
 * remote imports these type-only.
 */
import { z } from 'zod';
import { NOT_VALID } from '../common';
import { flag } from '../campaign/fields';
import { campaignSettingsSchema, modulesSchema, targetSchema, type CampaignInput } from '../campaign/schema';

/** Epoch milliseconds as a decimal string. */
const epochMs = z.string({ error: NOT_VALID }).regex(/^\d+$/, { error: NOT_VALID });

/**
 * A campaign as the admin reads it: the stored document brought to today's shape (upgradeCampaign), with the fields
 * the gateway keeps (id, campaign_key, timestamps) and the two it copies out of the document for lists.
 */
export const campaignSchema = z.object({
  id: z.string({ error: NOT_VALID }).min(1),
  name: z.string({ error: NOT_VALID }),
  active: flag(),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** The campaign's public key on the storefront (the lookup and the Discount Function name it by this). */
  campaign_key: z.string({ error: NOT_VALID }),
  /** settings.type as stored. */
  type: z.string({ error: NOT_VALID }),
  /** target.type as stored. */
  targetType: z.string({ error: NOT_VALID }),
  target: targetSchema,
  settings: campaignSettingsSchema,
  /** Always there: a row stored without modules reads the default modules. */
  modules: modulesSchema,
});
/** A campaign as the admin reads it. */
export type Campaign = z.infer<typeof campaignSchema>;

/** One page of `campaigns(userId, nextToken, limit)`, newest first; nextToken is null on the last page. */
export const campaignPageSchema = z.object({
  campaigns: z.array(campaignSchema),
  nextToken: z.string().nullable(),
});
/** One page of campaigns. */
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** What `campaignSummary(userId)` answers: counted over all of the shop's campaigns, not a page. */
export const campaignSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
});
/** How many campaigns the shop has, and how many are on. */
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** What `removeCampaign(id)` answers. */
export const removedCampaignSchema = z.object({ id: z.string() });
/** The id of the campaign removed. */
export type RemovedCampaign = z.infer<typeof removedCampaignSchema>;

/**
 * The fields a client may write; id, campaign_key, the shop and the timestamps are the gateway's. Input of
 * `createCampaign(input)`: these, validated whole by validateCampaign (empty values dropped, anything else ignored).
 */
export const CAMPAIGN_EDITABLE_FIELDS = ['name', 'target', 'settings', 'modules'] as const;
/** A createCampaign input (created on). */
export type CreateCampaignInput = Pick<CampaignInput, (typeof CAMPAIGN_EDITABLE_FIELDS)[number]>;

/** Fields of a campaign as read back that an editor may send again in an update: ignored, never written. */
export const CAMPAIGN_READ_ONLY_FIELDS = ['id', 'campaign_key', 'createdAt', 'updatedAt', 'type', 'targetType', '__typename'] as const;

/**
 * Input of `updateCampaign(id, input)`: `{active}` alone is the dashboard toggle; editable fields are laid over the
 * stored campaign and the whole validated. The read-only fields of a campaign read back may come along and are
 * ignored; any other key is refused.
 */
export type UpdateCampaignInput = Partial<CreateCampaignInput> & { active?: boolean } & Partial<
    Pick<Campaign, 'id' | 'campaign_key' | 'createdAt' | 'updatedAt' | 'type' | 'targetType'>
  >;
