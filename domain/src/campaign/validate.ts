/**
 * validateCampaign: the one check the editor runs before Save and the gateway runs on every create/update
 * (campaigns.md §5). Shape errors (zod) and cross-field errors are both collected, so every problem is reported in one
 * pass, keyed by the dotted data path the editor binds.
 */
import { type FieldError, fieldErrorsFromZod, NOT_VALID, parseWith, type Result } from '../common';
import { campaignErrorMap } from './fields';
import { campaignRuleErrors, type CampaignRuleOptions } from './rules';
import { type CampaignInput, campaignInputSchema, campaignToggleSchema, storedCampaignSchema, type StoredCampaign } from './schema';
import { upgradeCampaign } from './upgrade';

/** Options of validateCampaign; `editor: true` adds the editor's stricter limits (tier quantity ≥ 2). */
export type ValidateCampaignOptions = CampaignRuleOptions;

function unique(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.path}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Validates untrusted campaign input; returns the parsed input (unknown keys stripped) or every field error. */
export function validateCampaign(input: unknown, options: ValidateCampaignOptions = {}): Result<CampaignInput> {
  const parsed = campaignInputSchema.safeParse(input, { error: campaignErrorMap });
  const errors = unique([
    ...(parsed.success ? [] : fieldErrorsFromZod(parsed.error)),
    ...campaignRuleErrors(input, options),
  ]);
  if (parsed.success && errors.length === 0) return { success: true, data: parsed.data };
  return { success: false, errors };
}

/** Validates the dashboard's Active toggle input ({active}). */
export const validateCampaignToggle = (input: unknown): Result<{ active: boolean }> =>
  parseWith(campaignToggleSchema, input);

/**
 * The gateway's read path: upgrades a stored campaign and checks its shape (no cross-field rules, so an old row that
 * would no longer pass the editor still loads and can be edited).
 */
export function parseStoredCampaign(raw: unknown): Result<StoredCampaign> {
  if (typeof raw !== 'object' || raw === null) return { success: false, errors: [{ path: '', message: NOT_VALID }] };
  const parsed = storedCampaignSchema.safeParse(upgradeCampaign(raw), { error: campaignErrorMap });
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, errors: fieldErrorsFromZod(parsed.error) };
}
