import { SCARY_HOURS_MAX, SCARY_MINUTES_SECONDS_MAX, SHOP_AFTERPAY_SPLITS_MIN, SHOP_RANDOM_TEXT_MAX } from '@cartlift/domain';
import { BlockStack, Divider, FormLayout, InlineGrid, SkeletonBodyText } from '@shopify/polaris';
import { lazy } from 'react';
import { SettingsCheckbox, SettingsColourField, SettingsNumberField, SettingsSelect, SettingsTextField } from '../settings-form/fields';
import { ImageUploadField } from '../settings-form/ImageUploadField';
import { RichTextField } from '../settings-form/rich-text/RichTextField';
import { SectionCard, SubHeading } from '../settings-form/SectionCard';
import { NearViewport } from '../settings-form/NearViewport';
import { useSettingsField } from '../settings-form/SettingsForm';

// The reorderable list brings dnd-kit: its chunk loads as the merchant scrolls towards it, not with the screen.
const ModulesOrder = lazy(() => import('./ModulesOrder').then((m) => ({ default: m.ModulesOrder })));

const ALIGN = [
  { label: 'Left', value: 'left' },
  { label: 'Center', value: 'center' },
  { label: 'Right', value: 'right' },
];
const STYLE = [
  { label: 'Rounded', value: 'rounded' },
  { label: 'Full width', value: 'full' },
];

function BannerLook({ path }: { path: string }) {
  return (
    <>
      <FormLayout.Group condensed>
        <SettingsSelect path={`${path}.textAlignement`} label="Text alignment" options={ALIGN} />
        <SettingsSelect path={`${path}.style`} label="Style" options={STYLE} />
      </FormLayout.Group>
      <InlineGrid columns={2} gap="300">
        <SettingsColourField path={`${path}.background`} label="Background" />
        <SettingsColourField path={`${path}.border`} label="Border" />
      </InlineGrid>
    </>
  );
}

/** Fields of a feature shown only while its switch is on. */
function WhenOn({ path, children }: { path: string; children: React.ReactNode }) {
  const { value } = useSettingsField<boolean>(path);
  return value ? <FormLayout>{children}</FormLayout> : null;
}

/**
 * cart-and-shop.md §2 section 3: timer, split payments, badges, announcement, terms checkbox and the cart's text
 * modules.
 */
export function ExtraFeatures() {
  return (
    <SectionCard title="Extra features">
      <BlockStack gap="400">
        <SubHeading>Countdown timer</SubHeading>
        <SettingsCheckbox path="scary.isActive" label="Show a countdown timer" />
        <WhenOn path="scary.isActive">
          <SettingsTextField path="scary.text" label="Timer text" helpText="{{timer}} shows the countdown." />
          <FormLayout.Group condensed>
            <SettingsNumberField path="scary.days" label="Days" min={0} />
            <SettingsNumberField path="scary.hours" label="Hours" min={0} max={SCARY_HOURS_MAX} />
            <SettingsNumberField path="scary.minutes" label="Minutes" min={0} max={SCARY_MINUTES_SECONDS_MAX} />
            <SettingsNumberField path="scary.seconds" label="Seconds" min={0} max={SCARY_MINUTES_SECONDS_MAX} />
          </FormLayout.Group>
          <InlineGrid columns={{ xs: 2, sm: 4 }} gap="200">
            <SettingsCheckbox path="scary.isDaysActive" label="Days" />
            <SettingsCheckbox path="scary.isHoursActive" label="Hours" />
            <SettingsCheckbox path="scary.isMinutesActive" label="Minutes" />
            <SettingsCheckbox path="scary.isSecondsActive" label="Seconds" />
          </InlineGrid>
          <FormLayout.Group condensed>
            <SettingsSelect path="scary.endAction" label="When it ends" options={[{ label: 'Hide', value: 'hide' }, { label: 'Restart', value: 'restart' }]} />
            <SettingsSelect path="scary.placement" label="Placement" options={[{ label: 'Top', value: 'top' }, { label: 'Bottom', value: 'bottom' }]} />
          </FormLayout.Group>
          <BannerLook path="scary" />
        </WhenOn>
        <Divider />
        <SubHeading>Split payments</SubHeading>
        <SettingsCheckbox path="afterPay.isActive" label="Show split payments" />
        <WhenOn path="afterPay.isActive">
          <SettingsTextField path="afterPay.text" label="Split payments text" helpText="{{splits}} and {{amount}} are filled in." />
          <SettingsNumberField path="afterPay.splits" label="Number of payments" min={SHOP_AFTERPAY_SPLITS_MIN} />
          <ImageUploadField path="afterPay.image" label="Provider logo" />
          <SettingsCheckbox
            path="afterPay.isExternal"
            label="The payment provider shows its own message"
            helpText="For providers whose app or script adds its own split-payment message to the cart."
          />
        </WhenOn>
        <Divider />
        <SubHeading>Trust badges</SubHeading>
        <SettingsCheckbox path="badges.isActive" label="Show trust badges" />
        <WhenOn path="badges.isActive">
          <SettingsSelect
            path="badges.position"
            label="Position"
            options={[{ label: 'Above checkout', value: 'above_checkout' }, { label: 'Below checkout', value: 'below_checkout' }]}
          />
          <ImageUploadField path="badges.value" label="Badges image" />
        </WhenOn>
        <Divider />
        <SubHeading>Announcement</SubHeading>
        <SettingsCheckbox path="announcement.isActive" label="Show an announcement banner" />
        <WhenOn path="announcement.isActive">
          <RichTextField path="announcement.text" label="Announcement text" rows={2} />
          <SettingsSelect
            path="announcement.position"
            label="Position"
            options={[{ label: 'Above the products', value: 'above_products' }, { label: 'Below the products', value: 'below_products' }]}
          />
          <BannerLook path="announcement" />
        </WhenOn>
        <Divider />
        <SubHeading>Terms and conditions</SubHeading>
        <SettingsCheckbox path="is_checkout_condition_active" label="Ask shoppers to accept terms before checkout" />
        <WhenOn path="is_checkout_condition_active">
          <SettingsTextField path="checkout_condition_text" label="Terms text" multiline={2} />
          <SettingsColourField path="checkout_condition_color" label="Terms text colour" />
        </WhenOn>
        <Divider />
        <SubHeading>Cart notes</SubHeading>
        <SettingsCheckbox path="modules.random_text.isActive" label="Show a text block" />
        <WhenOn path="modules.random_text.isActive">
          <RichTextField path="modules.random_text.text" label="Text block" maxLength={SHOP_RANDOM_TEXT_MAX} />
        </WhenOn>
        <SettingsCheckbox path="modules.order_note.isActive" label="Let shoppers add an order note" />
        <WhenOn path="modules.order_note.isActive">
          <SettingsTextField path="modules.order_note.title" label="Order note title" />
          <SettingsTextField path="modules.order_note.placeholder" label="Order note placeholder" />
        </WhenOn>
        <Divider />
        <SubHeading>Order of the text block, order note and checkout</SubHeading>
        <NearViewport placeholder={<SkeletonBodyText lines={3} />}>
          <ModulesOrder />
        </NearViewport>
      </BlockStack>
    </SectionCard>
  );
}
