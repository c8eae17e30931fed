import { FREE_GIFT_PRODUCT_TYPE, MULTI_GIFT_SELECT, PREVIOUS_GIFT, type GiftProduct } from '@cartlift/domain';
import { BlockStack, Button, ChoiceList, FormLayout, InlineError, InlineStack, Tag, Text } from '@shopify/polaris';
import { useState } from 'react';
import { DraftCheckbox, DraftSelect, DraftTextField, useDraftValue, useFieldError, useFirstErrorUnder, useSetField } from '../DraftFields';
import type { StoreProduct } from '../editorApi';
import { DraftColourField } from '../ColourField';
import { ProductPicker } from '../ProductPicker';
import { GiftWidgetPreview } from './GiftWidgetPreview';

const isFreeGift = (p: StoreProduct): boolean => p.product_type === FREE_GIFT_PRODUCT_TYPE;

/** A picked store product as a goal's gift. */
export const toGiftProduct = (p: StoreProduct): GiftProduct => ({
  id: p.id,
  title: p.title,
  image: p.image?.src,
  variant_id: p.variants[0]?.id ?? p.id,
  variant_price: p.variants[0]?.price,
  product_type: p.product_type,
});

/** A gift goal's sub-form: single or multiple free_gift products, select/random, keep/remove, texts, widget. */
export function GiftForm({ base }: { base: string }) {
  const set = useSetField();
  const single = useDraftValue<GiftProduct>(`${base}.product`);
  const many = useDraftValue<GiftProduct[]>(`${base}.products`);
  const [multiple, setMultiple] = useState(Array.isArray(many) && many.length > 0);
  const [picking, setPicking] = useState(false);
  // The compare-at price's colour is offered while it is shown (the widget's default shows it).
  const compareAt = useDraftValue<boolean>(`${base}.widget.compare_at_price_active`) !== false;
  const productError = useFieldError(`${base}.product`);
  const productsErrors = useFirstErrorUnder(`${base}.products`);
  const chosen = multiple ? (many ?? []) : single ? [single] : [];
  const error = productError ?? productsErrors;
  const switchMode = (toMultiple: boolean) => {
    setMultiple(toMultiple);
    // Moving between one and several gifts keeps what was picked.
    if (toMultiple && single) {
      set(`${base}.products`, [single]);
      set(`${base}.product`, undefined);
    } else if (!toMultiple && many?.length) {
      set(`${base}.product`, many[0]);
      set(`${base}.products`, undefined);
    }
  };
  return (
    <BlockStack gap="300">
      <ChoiceList
        title="Gift"
        choices={[
          { value: 'single', label: 'One gift product' },
          { value: 'multiple', label: 'Several gift products' },
        ]}
        selected={[multiple ? 'multiple' : 'single']}
        onChange={([v]) => switchMode(v === 'multiple')}
      />
      <InlineStack gap="200" blockAlign="center">
        <Button onClick={() => setPicking(true)} tone={error ? 'critical' : undefined} variant={error ? 'primary' : undefined}>
          {multiple ? 'Select gift products' : 'Select gift product'}
        </Button>
        <Text as="span" tone="subdued">
          Only products of type {FREE_GIFT_PRODUCT_TYPE} are offered.
        </Text>
      </InlineStack>
      {error ? <InlineError message={error} fieldID={`${base}.product`} /> : null}
      <InlineStack gap="100">
        {chosen.map((g) => (
          <Tag key={String(g.id)}>{g.title}</Tag>
        ))}
      </InlineStack>
      <FormLayout>
        {multiple ? (
          <DraftSelect
            path={`${base}.multi_gift_select`}
            label="Shoppers get"
            options={MULTI_GIFT_SELECT.map((v) => ({ value: v, label: v === 'select' ? 'The gift they select' : 'A random gift' }))}
          />
        ) : null}
        <DraftSelect
          path={`${base}.previous_gift`}
          label="Gift of the previous reward"
          options={PREVIOUS_GIFT.map((v) => ({ value: v, label: v === 'keep' ? 'Keep it' : 'Replace it with this one' }))}
        />
        <FormLayout.Group>
          <DraftTextField path={`${base}.before`} label="Text before unlocking" multiline={2} />
          <DraftTextField path={`${base}.after`} label="Text after unlocking" multiline={2} />
        </FormLayout.Group>
        <DraftCheckbox path={`${base}.widget.active`} label="Show the gift widget" />
        <DraftCheckbox path={`${base}.widget.compare_at_price_active`} label="Show the compare-at price" />
        {compareAt ? <DraftColourField path={`${base}.widget.compare_at_price`} label="Compare-at price colour" /> : null}
      </FormLayout>
      <GiftWidgetPreview base={base} multiple={multiple} />
      <ProductPicker
        open={picking}
        title={multiple ? 'Select gift products' : 'Select gift product'}
        allowMultiple={multiple}
        filter={isFreeGift}
        selectedIds={chosen.map((g) => String(g.id))}
        onClose={() => setPicking(false)}
        onSelect={(ids, byId) => {
          const gifts = ids.map((id) => (byId.get(id) ? toGiftProduct(byId.get(id)!) : chosen.find((g) => String(g.id) === id))).filter((g): g is GiftProduct => !!g);
          if (multiple) set(`${base}.products`, gifts);
          else set(`${base}.product`, gifts[0]);
        }}
      />
    </BlockStack>
  );
}
