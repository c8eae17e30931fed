import { useAppDispatch } from '@cartlift/admin-kit';
import { ONE_CHECK_TEXT_MAX, TICKED_BY_DEFAULT_WARNING } from '@cartlift/domain';
import { BlockStack, Button, Card, ChoiceList, FormLayout, InlineError, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { DeleteIcon, ImageIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { DraftCheckbox, DraftNumberField, DraftTextField, useDraftValue, useFieldError, useSetField } from '../DraftFields';
import { oneCheckProductRemoved } from '../editorSlice';
import { ProductPicker } from '../ProductPicker';
import { HiddenProductForm } from './HiddenProductForm';
import { OC } from './paths';
import { toOneCheckProduct } from './products';

/** One one-check product: existing store product or hidden product, its text and switches. */
export function OneCheckProductCard({ index }: { index: number }) {
  const dispatch = useAppDispatch();
  const set = useSetField();
  const base = `${OC}.products.${index}`;
  const type = useDraftValue<string>(`${base}.product_type`);
  const ticked = useDraftValue<boolean>(`${base}.is_ticked_by_default`) === true;
  const product = useDraftValue<{ id?: string | number; title?: string; image?: string }>(`${base}.product`);
  const productError = useFieldError(`${base}.product`);
  const typeError = useFieldError(`${base}.product_type`);
  const [picking, setPicking] = useState(false);
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h3" variant="headingSm">
            Product {index + 1}
          </Text>
          <Button icon={DeleteIcon} variant="plain" tone="critical" onClick={() => dispatch(oneCheckProductRemoved(index))}>
            Remove product
          </Button>
        </InlineStack>
        <ChoiceList
          title="Product"
          choices={[
            { value: 'existing', label: 'A product of my store' },
            { value: 'hidden', label: 'A hidden product (e.g. shipping protection)' },
          ]}
          selected={type ? [type] : []}
          onChange={([v]) => {
            set(`${base}.product_type`, v);
            set(`${base}.product`, undefined);
          }}
          error={typeError}
        />
        {type === 'existing' ? (
          <BlockStack gap="200">
            <InlineStack gap="200" blockAlign="center">
              {product?.title ? <Thumbnail source={product.image || ImageIcon} alt={product.title} size="small" /> : null}
              {product?.title ? <Text as="span">{product.title}</Text> : null}
              <Button onClick={() => setPicking(true)} tone={productError ? 'critical' : undefined} variant={productError ? 'primary' : undefined}>
                {product?.title ? 'Change product' : 'Select product'}
              </Button>
            </InlineStack>
            {productError ? <InlineError message={productError} fieldID={`${base}.product`} /> : null}
          </BlockStack>
        ) : null}
        {type === 'hidden' ? <HiddenProductForm base={`${base}.product`} /> : null}
        <FormLayout>
          <DraftTextField path={`${base}.text`} label="Text" multiline helpText={`Up to ${ONE_CHECK_TEXT_MAX} characters.`} />
          <FormLayout.Group>
            <BlockStack gap="100">
              <DraftCheckbox path={`${base}.is_ticked_by_default`} label="Ticked by default" />
              <Text as="p" tone={ticked ? 'critical' : 'subdued'} variant="bodySm" id={`${base}.is_ticked_by_default-warning`}>
                {TICKED_BY_DEFAULT_WARNING}
              </Text>
            </BlockStack>
            <DraftCheckbox path={`${base}.include_in_atu`} label="Counts toward Add To Unlock goals" />
          </FormLayout.Group>
          <FormLayout.Group>
            <DraftCheckbox path={`${base}.truncate`} label="Shorten the product title" />
            <DraftNumberField path={`${base}.truncate_length`} label="Title length" min={1} step={1} />
          </FormLayout.Group>
        </FormLayout>
      </BlockStack>
      <ProductPicker
        open={picking}
        title="Select product"
        allowMultiple={false}
        selectedIds={product?.id !== undefined ? [String(product.id)] : []}
        onClose={() => setPicking(false)}
        onSelect={(ids, byId) => {
          const p = ids[0] ? byId.get(ids[0]) : undefined;
          if (p) set(`${base}.product`, toOneCheckProduct(p));
        }}
      />
    </Card>
  );
}
