import { SUGGESTED_PRODUCTS_MAX, SUGGESTED_PRODUCTS_MIN, type CampaignDraft } from '@cartlift/domain';
import { BlockStack, Button, Card, InlineError, InlineStack, Tag, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { DraftCheckbox, DraftChoiceList, DraftNumberField, useDraftValue, useFieldError, useSetField } from '../DraftFields';
import type { StoreProduct } from '../editorApi';
import { ProductPicker } from '../ProductPicker';
import { ATU } from './paths';

type Suggested = NonNullable<NonNullable<NonNullable<CampaignDraft['settings']>['add_to_unlock']>['products']>[number];

/** A picked store product as a suggested (frequently bought together) product. */
export const toSuggested = (p: StoreProduct): Suggested => ({
  id: p.id,
  title: p.title,
  handle: p.handle,
  image: p.image?.src,
  price: p.variants[0]?.price,
  variants: p.variants.map((v) => ({ id: v.id, title: v.title, price: v.price, compare_at_price: v.compare_at_price })),
  options: p.options,
});

/** Suggestions (Frequently bought together): custom products or the store's recommendations, how many, excluded tags. */
export function SuggestionsSettings() {
  const set = useSetField();
  const on = useDraftValue<boolean>(`${ATU}.show_suggestions`) === true;
  const type = useDraftValue<string>(`${ATU}.recommendation_type`);
  const products = (useDraftValue<Suggested[]>(`${ATU}.products`) ?? []) as Suggested[];
  const productsError = useFieldError(`${ATU}.products`);
  const tags = useDraftValue<string[]>(`${ATU}.exclude_tags`) ?? [];
  const [tagText, setTagText] = useState('');
  const [picking, setPicking] = useState(false);
  const addTag = () => {
    const t = tagText.trim();
    if (t && !tags.includes(t)) set(`${ATU}.exclude_tags`, [...tags, t]);
    setTagText('');
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Suggested products
        </Text>
        <DraftCheckbox path={`${ATU}.show_suggestions`} label="Suggest products (Frequently bought together)" />
        {on ? (
          <BlockStack gap="300">
            <DraftChoiceList
              path={`${ATU}.recommendation_type`}
              title="Which products"
              choices={[
                { value: 'custom_recommendation', label: 'Products I choose' },
                { value: 'shopify_recommendation', label: "The store's recommendations" },
              ]}
            />
            {type === 'custom_recommendation' ? (
              <BlockStack gap="200">
                <InlineStack gap="200">
                  <Button onClick={() => setPicking(true)} tone={productsError ? 'critical' : undefined} variant={productsError ? 'primary' : undefined}>
                    Select suggested products
                  </Button>
                </InlineStack>
                {productsError ? <InlineError message={productsError} fieldID={`${ATU}.products`} /> : null}
                <InlineStack gap="100">
                  {products.map((p) => (
                    <Tag key={String(p.id)} onRemove={() => set(`${ATU}.products`, products.filter((x) => x.id !== p.id))}>
                      {p.title}
                    </Tag>
                  ))}
                </InlineStack>
              </BlockStack>
            ) : null}
            <DraftNumberField path={`${ATU}.products_length`} label="How many to show" min={SUGGESTED_PRODUCTS_MIN} max={SUGGESTED_PRODUCTS_MAX} step={1} />
            <InlineStack gap="200" blockAlign="end">
              <TextField label="Never suggest products tagged" autoComplete="off" value={tagText} onChange={setTagText} onBlur={addTag} />
              <Button onClick={addTag}>Add tag</Button>
            </InlineStack>
            <InlineStack gap="100">
              {tags.map((t) => (
                <Tag key={t} onRemove={() => set(`${ATU}.exclude_tags`, tags.filter((x) => x !== t))}>
                  {t}
                </Tag>
              ))}
            </InlineStack>
          </BlockStack>
        ) : null}
      </BlockStack>
      <ProductPicker
        open={picking}
        title="Select suggested products"
        allowMultiple
        selectedIds={products.map((p) => String(p.id))}
        onClose={() => setPicking(false)}
        onSelect={(ids, byId) =>
          set(
            `${ATU}.products`,
            ids.map((id) => (byId.get(id) ? toSuggested(byId.get(id)!) : products.find((p) => String(p.id) === id))).filter((p) => !!p),
          )
        }
      />
    </Card>
  );
}
