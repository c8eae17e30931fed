import { useAppDispatch } from '@cartlift/admin-kit';
import { MAX_ONE_CHECK_PRODUCTS, ONE_CHECK_ALIGNS, ONE_CHECK_VARIANTS } from '@cartlift/domain';
import { Banner, BlockStack, Card, FormLayout, InlineStack, Text } from '@shopify/polaris';
import { CardList } from '../CardList';
import { DraftColourField } from '../ColourField';
import { DraftCheckbox, DraftSelect, useDraftValue, useFieldError } from '../DraftFields';
import { oneCheckProductAdded, oneCheckUpgraded } from '../editorSlice';
import { OneCheckProductCard } from './OneCheckProductCard';
import { OC } from './paths';


const VARIANT_LABELS = { switch: 'Switch', square: 'Square tick box', circle: 'Round tick box' } as const;

/** One Check Upsell settings (campaigns.md §3): look, and up to 3 products, existing or hidden. */
export function OneCheckSettings() {
  const dispatch = useAppDispatch();
  const old = useDraftValue<object>('settings.one_check_up_sell');
  const products = useDraftValue<unknown[]>(`${OC}.products`) ?? [];
  const productsError = useFieldError(`${OC}.products`);
  return (
    <BlockStack gap="400">
      {old ? (
        <Banner tone="info" title="This upsell uses the older single-product version" action={{ content: 'Upgrade', onAction: () => dispatch(oneCheckUpgraded()) }}>
          <p>Upgrade it to offer up to {MAX_ONE_CHECK_PRODUCTS} products; saving upgrades it too.</p>
        </Banner>
      ) : null}
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            One Check Upsell
          </Text>
          <FormLayout>
            <FormLayout.Group>
              <DraftSelect path={`${OC}.variant`} label="Tick style" options={ONE_CHECK_VARIANTS.map((v) => ({ value: v, label: VARIANT_LABELS[v] }))} />
              <DraftSelect path={`${OC}.align`} label="Alignment" options={ONE_CHECK_ALIGNS.map((v) => ({ value: v, label: v === 'natural' ? 'Natural' : 'Centre' }))} />
            </FormLayout.Group>
            <DraftCheckbox path={`${OC}.border`} label="Show a border" />
          </FormLayout>
          <InlineStack gap="200">
            <DraftColourField path={`${OC}.border_color`} label="Border" />
            <DraftColourField path={`${OC}.highlight`} label="Highlight" />
            <DraftColourField path={`${OC}.switch_on`} label="Switch on" />
            <DraftColourField path={`${OC}.switch_off`} label="Switch off" />
          </InlineStack>
        </BlockStack>
      </Card>
      <CardList
        count={products.length}
        max={MAX_ONE_CHECK_PRODUCTS}
        error={productsError}
        addLabel="Add product"
        noun="products"
        onAdd={() => dispatch(oneCheckProductAdded())}
        card={(i) => <OneCheckProductCard key={i} index={i} />}
      />
    </BlockStack>
  );
}
