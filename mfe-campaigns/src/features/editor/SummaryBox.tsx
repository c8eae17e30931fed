import { useAppSelector } from '@cartlift/admin-kit';
import {
  formatMoney,
  rewardLabel,
  TARGET_TYPE_LABELS,
  toMinor,
  truncateSummaryName,
  type CampaignDraft,
  type TargetType,
} from '@cartlift/domain';
import { BlockStack, Card, List, Text } from '@shopify/polaris';
import { useCampaignShop } from '../../shop/useCampaignShop';
import { selectDraft } from './editorSlice';

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);

/** The summary lines of a draft (campaigns.md §2 "Summary box per campaign type"; product names cut at 25). */
export function summaryLines(draft: CampaignDraft, currency: string, moneyFormat: string): string[] {
  const s = draft.settings;
  const names = (draft.target?.selected ?? []).map((i) => truncateSummaryName(i.title ?? String(i.id)));
  const target = draft.target?.type as TargetType | undefined;
  const on = target === 'all_products' || !target ? 'any product' : names.length ? names.join(', ') : 'the selected items';
  if (s?.type === 'bundles') {
    return (s.bundles?.tiers ?? []).map((t) => {
      const reward = t.type === 'fixed_amount' ? formatMoney(toMinor(num(t.reward)), moneyFormat) : `${num(t.reward)}%`;
      return `Buy ${num(t.quantity)} of ${on}, save ${reward} each`;
    });
  }
  if (s?.type === 'add_to_unlock') {
    const quantity = s.add_to_unlock?.multi_goal_type === 'quantity';
    return (s.add_to_unlock?.goals ?? []).map((g, i) => {
      const threshold = quantity ? `${num(g.goal)} items` : formatMoney(toMinor(num(g.goal)), moneyFormat);
      const gifts = [g.gift?.product, ...(g.gift?.products ?? [])].filter((p) => !!p?.title).map((p) => truncateSummaryName(p!.title!));
      const reward = g.reward_type === 'gift' && gifts.length ? `${rewardLabel(g, currency)}: ${gifts.join(', ')}` : rewardLabel(g, currency);
      return `Reward ${i + 1}: reach ${threshold} to unlock ${reward}`;
    });
  }
  if (s?.type === 'one_check_up_sell') {
    const products = s.multi_one_check_upsell?.products ?? (s.one_check_up_sell ? [s.one_check_up_sell] : []);
    return products.map((p, i) => {
      const title = p.product?.title ? truncateSummaryName(p.product.title) : `Product ${i + 1} not chosen`;
      const price = p.product?.price ?? p.product?.variants?.[0]?.price;
      return price !== undefined && price !== '' ? `${title} for ${formatMoney(toMinor(num(price)), moneyFormat)}` : title;
    });
  }
  return [];
}

/** The summary box: what the campaign offers, in one glance. */
export function SummaryBox() {
  const draft = useAppSelector(selectDraft);
  const { currency, moneyFormat } = useCampaignShop();
  if (!draft) return null;
  const target = draft.target?.type as TargetType | undefined;
  const names = (draft.target?.selected ?? []).map((i) => truncateSummaryName(i.title ?? String(i.id)));
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Summary
        </Text>
        <Text as="p" fontWeight="semibold" breakWord>
          {draft.name || 'Untitled campaign'}
        </Text>
        <Text as="p" tone="subdued" breakWord>
          Trigger: {target ? TARGET_TYPE_LABELS[target] : '—'}
          {target !== 'all_products' && names.length ? ` (${names.join(', ')})` : ''}
        </Text>
        <List>
          {summaryLines(draft, currency, moneyFormat).map((line, i) => (
            <List.Item key={i}>{line}</List.Item>
          ))}
        </List>
      </BlockStack>
    </Card>
  );
}
