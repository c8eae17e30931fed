import { useAppDispatch } from '@cartlift/admin-kit';
import { BUNDLE_TIER_EDITOR_MIN_QUANTITY, DISCOUNT_TYPES, PERCENT_MAX } from '@cartlift/domain';
import { BlockStack, Button, FormLayout, InlineStack, Text } from '@shopify/polaris';
import { DeleteIcon, PlusIcon } from '@shopify/polaris-icons';
import { DraftNumberField, DraftSelect, useDraftValue, useFieldError } from '../DraftFields';
import { tierAdded, tierRemoved } from '../editorSlice';

const TYPE_OPTIONS = DISCOUNT_TYPES.map((t) => ({ value: t, label: t === 'percentage' ? 'Percentage' : 'Fixed amount' }));

/** The Buy More Save More tiers table: quantity, discount type and reward per tier; add and remove. */
export function TiersTable() {
  const dispatch = useAppDispatch();
  const tiers = useDraftValue<{ type?: string }[]>('settings.bundles.tiers') ?? [];
  const error = useFieldError('settings.bundles.tiers');
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">
        Tiers
      </Text>
      {error ? (
        <Text as="p" tone="critical">
          {error}
        </Text>
      ) : null}
      {tiers.map((tier, i) => {
        const base = `settings.bundles.tiers.${i}`;
        return (
          <InlineStack key={i} gap="200" blockAlign="end" wrap={false}>
            <FormLayout>
              <FormLayout.Group condensed>
                <DraftNumberField path={`${base}.quantity`} label={`Tier ${i + 1} quantity`} min={BUNDLE_TIER_EDITOR_MIN_QUANTITY} step={1} />
                <DraftSelect path={`${base}.type`} label="Discount type" options={TYPE_OPTIONS} />
                <DraftNumberField
                  path={`${base}.reward`}
                  label="Reward"
                  min={0}
                  max={tier.type === 'percentage' ? PERCENT_MAX : undefined}
                  suffix={tier.type === 'percentage' ? '%' : undefined}
                />
              </FormLayout.Group>
            </FormLayout>
            <Button icon={DeleteIcon} accessibilityLabel={`Remove tier ${i + 1}`} onClick={() => dispatch(tierRemoved(i))} />
          </InlineStack>
        );
      })}
      <InlineStack>
        <Button icon={PlusIcon} onClick={() => dispatch(tierAdded())}>
          Add tier
        </Button>
      </InlineStack>
    </BlockStack>
  );
}
