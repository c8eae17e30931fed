export * from './constants';
export * from './messages';
export { campaignErrorMap, type EntityId } from './fields';
export {
  campaignFontStyleSchema,
  campaignTextStyleSchema,
  type CampaignFontStyle,
  type CampaignTextStyle,
} from './schema-styles';
export * from './schema-unlock';
export * from './schema';
export * from './analytics';
export * from './defaults';
export * from './upgrade';
export * from './rules';
export * from './validate';
export * from './draft';
export * from './goals';
export * from './edits';
export * from './warnings';
