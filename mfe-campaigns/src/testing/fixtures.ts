import { defaultCampaign, type CampaignType } from '@cartlift/domain';
import type { CampaignRecord } from '../campaign/campaignRecord';

/** A stored campaign of a type, as the gateway would answer it. */
export function storedCampaign(id: string, type: CampaignType, overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  const base = defaultCampaign(type);
  return {
    ...base,
    id,
    name: `Campaign ${id}`,
    active: true,
    createdAt: String(Date.UTC(2025, 0, 1)),
    updatedAt: String(Date.UTC(2025, 0, 1)),
    campaign_key: `key-${id}`,
    target: type === 'bundles' ? { ...base.target, selected: [{ id: '1', title: 'Classic Tee' }], ids: ['1'] } : base.target,
    ...overrides,
  } as CampaignRecord;
}
