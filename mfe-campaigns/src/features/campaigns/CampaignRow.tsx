import {
  campaignRowActionsEnabled,
  campaignRowWarnings,
  CAMPAIGN_TYPE_LABELS,
  formatCount,
  formatMoney,
  revenuePopoverApplies,
  TARGET_TYPE_LABELS,
  toMinor,
  type CampaignAnalytics,
  type CampaignType,
  type TargetType,
} from '@cartlift/domain';
import {
  Badge,
  BlockStack,
  Box,
  Button,
  ButtonGroup,
  Checkbox,
  IndexTable,
  InlineStack,
  Link,
  Popover,
  Spinner,
  Text,
  Tooltip,
} from '@shopify/polaris';
import { DeleteIcon, DuplicateIcon, EditIcon, HideIcon, ViewIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import type { CampaignRecord } from '../../campaign/campaignRecord';

/** Where "Learn More" of the Not delivering warning leads (the checkout-upgrade article). */
export const CHECKOUT_UPGRADE_ARTICLE = 'https://help.shopify.com/manual/checkout-settings/checkout-extensibility';

/** What one dashboard row needs besides its campaign. */
export interface CampaignRowProps {
  campaign: CampaignRecord;
  position: number;
  analytics: CampaignAnalytics | undefined;
  analyticsLoading: boolean;
  moneyFormat: string;
  multiCurrencyMode: boolean;
  previewing: boolean;
  /** Why Duplicate is unavailable (the campaign cap), or null. */
  duplicateBlockedReason: string | null;
  toggling: boolean;
  onToggle(active: boolean): void;
  onPreview(): void;
  onDuplicate(): void;
  onEdit(): void;
  onRemove(): void;
}

function RevenueCell({ campaign, analytics, moneyFormat }: Pick<CampaignRowProps, 'campaign' | 'analytics' | 'moneyFormat'>) {
  const [open, setOpen] = useState(false);
  const revenue = formatMoney(toMinor(analytics?.upsellsTotalAmount ?? 0), moneyFormat);
  if (!revenuePopoverApplies(campaign)) return <Text as="span">{revenue}</Text>;
  const fbt = analytics?.fbt ?? { UpsellsGenerated: 0, subtotal_sum: 0 };
  // A hover popover (campaigns.md §2); a click or tap opens it too, so keyboard and touch users reach the same figures.
  return (
    <span onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Popover
        active={open}
        onClose={() => setOpen(false)}
        activator={
          <Button variant="plain" onClick={() => setOpen((o) => !o)}>
            {revenue}
          </Button>
        }
      >
        <Box padding="300">
          <BlockStack gap="100">
            <Text as="h3" variant="headingSm">
              Frequent Bought Module
            </Text>
            <Text as="p">Products Added: {formatCount(fbt.UpsellsGenerated)}</Text>
            <Text as="p">Revenue Added: {formatMoney(toMinor(fbt.subtotal_sum), moneyFormat)}</Text>
          </BlockStack>
        </Box>
      </Popover>
    </span>
  );
}

/** One campaign of the dashboard table (campaigns.md §2 columns). */
export function CampaignRow(props: CampaignRowProps) {
  const { campaign, position, analytics, analyticsLoading, previewing, duplicateBlockedReason } = props;
  const warnings = campaignRowWarnings(campaign, { multiCurrencyMode: props.multiCurrencyMode });
  const actionsEnabled = campaignRowActionsEnabled(campaign);
  const type = campaign.settings?.type as CampaignType | undefined;
  const target = campaign.target?.type as TargetType | undefined;
  const duplicateDisabled = !actionsEnabled || duplicateBlockedReason !== null;
  const duplicate = (
    <Button icon={DuplicateIcon} accessibilityLabel={`Duplicate ${campaign.name}`} disabled={duplicateDisabled} onClick={props.onDuplicate} />
  );
  return (
    <IndexTable.Row id={campaign.id} position={position}>
      <IndexTable.Cell>
        <Checkbox
          label={`Active: ${campaign.name}`}
          labelHidden
          checked={campaign.active}
          disabled={props.toggling}
          onChange={(v) => props.onToggle(v)}
        />
      </IndexTable.Cell>
      <IndexTable.Cell>
        <BlockStack gap="100">
          <Text as="span" fontWeight="semibold">
            {campaign.name}
          </Text>
          {warnings.map((w) => (
            <InlineStack key={w.kind} gap="100" blockAlign="center" wrap={false}>
              <Tooltip content={w.text}>
                <Badge tone={w.kind === 'not_delivering' ? 'critical' : 'warning'}>{w.title}</Badge>
              </Tooltip>
              <Text as="span" variant="bodySm" tone="subdued">
                {w.text}
              </Text>
              {w.learnMore ? (
                <Link url={CHECKOUT_UPGRADE_ARTICLE} external>
                  Learn More
                </Link>
              ) : null}
            </InlineStack>
          ))}
        </BlockStack>
      </IndexTable.Cell>
      <IndexTable.Cell>{type ? CAMPAIGN_TYPE_LABELS[type] : ''}</IndexTable.Cell>
      <IndexTable.Cell>{target ? TARGET_TYPE_LABELS[target] : ''}</IndexTable.Cell>
      <IndexTable.Cell>
        {analyticsLoading ? (
          <Spinner size="small" accessibilityLabel="Loading analytics" />
        ) : (
          formatCount(analytics?.UpsellsGenerated ?? 0)
        )}
      </IndexTable.Cell>
      <IndexTable.Cell>
        {analyticsLoading ? (
          <Spinner size="small" accessibilityLabel="Loading analytics" />
        ) : (
          <RevenueCell campaign={campaign} analytics={analytics} moneyFormat={props.moneyFormat} />
        )}
      </IndexTable.Cell>
      <IndexTable.Cell>
        <ButtonGroup>
          <Button
            icon={previewing ? HideIcon : ViewIcon}
            pressed={previewing}
            accessibilityLabel={`${previewing ? 'Hide preview of' : 'Preview'} ${campaign.name}`}
            onClick={props.onPreview}
          />
          {duplicateBlockedReason && actionsEnabled ? <Tooltip content={duplicateBlockedReason}>{duplicate}</Tooltip> : duplicate}
          <Button icon={EditIcon} accessibilityLabel={`Edit ${campaign.name}`} disabled={!actionsEnabled} onClick={props.onEdit} />
          <Button icon={DeleteIcon} tone="critical" accessibilityLabel={`Remove ${campaign.name}`} onClick={props.onRemove} />
        </ButtonGroup>
      </IndexTable.Cell>
    </IndexTable.Row>
  );
}
