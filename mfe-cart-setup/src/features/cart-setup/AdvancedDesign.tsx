import { SHOP_IMAGE_SIZE_MAX, SHOP_IMAGE_SIZE_MIN } from '@cartlift/domain';
import { TextStyleFields } from '@cartlift/admin-kit';
import { BlockStack, Divider, FormLayout, InlineGrid, Text } from '@shopify/polaris';
import { SettingsCheckbox, SettingsColourField, SettingsNumberField, SettingsRangeField, SettingsTextField, SETTINGS_TEXT_STYLE } from '../settings-form/fields';
import { RichTextField } from '../settings-form/rich-text/RichTextField';
import { SectionCard, SubHeading } from '../settings-form/SectionCard';
import { CheckoutPositionField } from './CheckoutPosition';
import { SubscriptionSettings } from './SubscriptionSettings';

/** cart-and-shop.md §2 section 2: header, cart and product visuals, checkout position and the behaviour switches. */
export function AdvancedDesign() {
  return (
    <SectionCard title="Advanced design settings">
      <BlockStack gap="400">
        <SubHeading>Header</SubHeading>
        <FormLayout>
          <SettingsTextField path="header.title" label="Header title" />
          <SettingsColourField path="header.background" label="Header background" />
        </FormLayout>
        <Divider />
        <SubHeading>Products</SubHeading>
        <FormLayout>
          <SettingsRangeField path="product.image_size" label="Product image size" min={SHOP_IMAGE_SIZE_MIN} max={SHOP_IMAGE_SIZE_MAX} suffix="px" />
          <TextStyleFields form={SETTINGS_TEXT_STYLE} path="product.title" label="Product title" text />
          <TextStyleFields form={SETTINGS_TEXT_STYLE} path="product.price" label="Price" text />
          <SettingsCheckbox path="product.show_bin" label="Show the remove button" />
          <SettingsColourField path="product.bin_color" label="Remove button colour" />
          <SettingsCheckbox path="product.allow_variants_editing" label="Let shoppers change the variant in the cart" />
          <SettingsCheckbox path="product.editable_quantity" label="Let shoppers type the quantity" />
          <SettingsCheckbox path="product.variants.isActive" label="Show the variant under the title" />
          <SettingsColourField path="product.variants.color" label="Variant text colour" />
          <SettingsTextField path="sold_out" label="Sold out text" />
          <InlineGrid columns={2} gap="300">
            <SettingsColourField path="product.sold_out.color" label="Sold out text colour" />
            <SettingsColourField path="product.sold_out.background" label="Sold out background" />
          </InlineGrid>
          <SettingsCheckbox path="count_compare_at" label="Show compare-at prices and count them in savings" />
        </FormLayout>
        <Divider />
        <SubHeading>Cart</SubHeading>
        <FormLayout>
          <CheckoutPositionField />
          <SettingsCheckbox path="modules.checkout_button.show_subtotal" label="Show the subtotal in the checkout button" />
          <SettingsCheckbox path="open_cart" label="Open the cart when a product is added" />
          <RichTextField path="empty_cart" label="Empty cart text" rows={2} />
          <Text as="p" tone="subdued">
            The empty cart&apos;s continue-shopping button is set with the checkout button, under Checkout settings below.
          </Text>
          <SettingsCheckbox path="rtl" label="Right-to-left layout" />
          <SettingsCheckbox path="curved" label="Curved corners" />
        </FormLayout>
        <Divider />
        <SubHeading>Product details</SubHeading>
        <FormLayout>
          <FormLayout.Group>
            <SettingsTextField path="product_details.atcButton" label="Add to cart text" />
            <SettingsTextField path="product_details.readMore" label="Read more text" />
          </FormLayout.Group>
          <SettingsCheckbox path="product_details.truncate" label="Shorten long descriptions" />
          <SettingsNumberField path="product_details.truncate_length" label="Description length" suffix="characters" min={1} />
        </FormLayout>
        <Divider />
        <SubHeading>Automatic discounts</SubHeading>
        <FormLayout>
          <SettingsTextField path="auto_discount.text" label="Discount text" helpText="{{title}} is the discount's name, {{amount}} what it takes off." />
          <InlineGrid columns={2} gap="300">
            <SettingsColourField path="auto_discount.background" label="Discount background" />
            <SettingsColourField path="auto_discount.border" label="Discount border" />
          </InlineGrid>
        </FormLayout>
        <Divider />
        <SubscriptionSettings />
      </BlockStack>
    </SectionCard>
  );
}
