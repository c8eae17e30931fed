import { orderVolumeLabel, ORDER_VOLUME_MAX, ORDER_VOLUME_MIN, planForOrderVolume, type Plan } from '@cartlift/domain';
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  InlineGrid,
  Layout,
  Page,
  RangeSlider,
  SkeletonBodyText,
  Text,
} from '@shopify/polaris';
import { useState } from 'react';
import { topLevel } from '../welcome/topLevel';
import { CouponForm } from './CouponForm';
import { PricingTable } from './PricingTable';
import { useGetPlanQuery, type CouponAnswer, type PlanResponse, type PlanRow } from './planApi';

const money = (n: number): string => `$${n.toFixed(2)}`;
const date = (iso: string | null): string =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    : '—';
// planForOrderVolume reads only names and limits; the cumulative price does not matter to it.
const asPlan = (r: PlanRow): Plan => ({ ...r, cumulativePrice: 0 });

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <BlockStack gap="100">
      <Text as="span" tone="subdued">
        {label}
      </Text>
      <Text as="span" variant="headingMd">
        {value}
      </Text>
    </BlockStack>
  );
}

function CycleCard({ plan }: { plan: PlanResponse }) {
  const status =
    plan.status === 'ACTIVE'
      ? plan.cycle === 'trial'
        ? 'Free trial'
        : 'Active'
      : plan.status
        ? 'Not approved'
        : 'Not started';
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          This billing cycle <Badge tone={plan.status === 'ACTIVE' ? 'success' : 'attention'}>{status}</Badge>
        </Text>
        <InlineGrid columns={{ xs: 1, sm: 2, md: 4 }} gap="400">
          <Fact label="Current plan" value={plan.current_plan ?? '—'} />
          <Fact label="Orders this cycle" value={String(plan.orders_this_cycle)} />
          <Fact label="Usage charged" value={`${money(plan.balance_used)} of ${money(plan.capped_amount)}`} />
          <Fact label={plan.cycle === 'trial' ? 'Trial ends' : 'Next billing date'} value={date(plan.billing_on)} />
        </InlineGrid>
        {plan.discount_percent > 0 ? (
          <Text as="p">Your discount: {plan.discount_percent}% off every plan, for life.</Text>
        ) : null}
      </BlockStack>
    </Card>
  );
}

/** cart-and-shop.md §2/§5 order-volume slider 1 to 3001 ('Over 3000+' at the top) with the price that volume costs. */
function VolumeCard({ plans }: { plans: PlanRow[] }) {
  const [volume, setVolume] = useState(100);
  const needed = planForOrderVolume(volume, plans.map(asPlan));
  const row = plans.find((p) => p.name === needed.name) ?? plans[0];
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          What will I pay?
        </Text>
        <RangeSlider
          label="Orders per month"
          min={ORDER_VOLUME_MIN}
          max={ORDER_VOLUME_MAX}
          value={volume}
          onChange={(v) => setVolume(typeof v === 'number' ? v : v[0])}
          output
          suffix={<Text as="span">{orderVolumeLabel(volume)}</Text>}
        />
        <Text as="p" variant="headingSm">
          <span data-testid="volume-price">
            {orderVolumeLabel(volume)} orders: {row.name} at {money(row.discountedListPrice)} / 30 days
          </span>
        </Text>
      </BlockStack>
    </Card>
  );
}

/**
 * /plan: usage this cycle against the shop's plans (matched per cart-and-shop.md §9), the volume slider, the price list
 * and coupons.
 */
export function PlanPage() {
  const { data: plan, isError, refetch } = useGetPlanQuery();
  const [offer, setOffer] = useState<CouponAnswer | null>(null);
  if (isError)
    return (
      <Page title="Your Plan">
        <Banner tone="critical" action={{ content: 'Try again', onAction: () => void refetch() }}>
          Your plan could not be loaded.
        </Banner>
      </Page>
    );
  if (!plan)
    return (
      <Page title="Your Plan">
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      </Page>
    );
  return (
    <Page title="Your Plan">
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <CycleCard plan={plan} />
            <VolumeCard plans={plan.plans} />
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  Plans
                </Text>
                <PricingTable plans={plan.plans} current={plan.current_plan} />
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  Have a coupon?
                </Text>
                <CouponForm onFound={setOffer} />
                {offer?.chargeConfirmationUrl ? (
                  <Button variant="primary" onClick={() => topLevel.open(offer.chargeConfirmationUrl ?? '')}>
                    Approve the discounted plan
                  </Button>
                ) : null}
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
