import { ColourField, SaveBar } from '@cartlift/admin-kit';
import type { Rgba, StickyCart } from '@cartlift/domain';
import { Banner, BlockStack, Card, FormLayout, Layout, Page, SkeletonBodyText } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { ChoiceField, SwitchField, TextInput, type FieldBinding } from '../settings-form/bindingFields';
import { SETTINGS_LEAVE_WARNING } from '../settings-form/leaveWarning';
import { SectionCard } from '../settings-form/SectionCard';
import { StorefrontPreview } from '../settings-form/StorefrontPreview';
import { useShopDocument } from '../settings-form/useShopDocument';

/** The sticky cart's domain validation, loaded on the first edit (useShopDocument). */
const loadStickyValidation = () => import(/* webpackChunkName: "document-validation" */ '../settings-form/documentValidation').then((m) => m.validateStickyCart);

/** The toast after a save. */
export const STICKY_SAVED = 'Sticky cart settings saved';

const VISIBILITY = [
  ['dynamic', "When the page's own Add to cart button is out of view"],
  ['always', 'Always'],
] as const;
const LOCATION = [
  ['bottom', 'Bottom of the screen'],
  ['top', 'Top of the screen'],
] as const;
const ACTIONS = [
  ['cart', 'Open the cart'],
  ['checkout', 'Go to checkout'],
  ['stay', 'Stay on the page'],
] as const;
const STYLES = [
  ['curvy', 'Curvy'],
  ['square', 'Square'],
  ['pill', 'Pill'],
] as const;

/** A settings card whose fields lay out as a Polaris form. */
const SectionForm = ({ title, children }: { title: string; children: ReactNode }) => (
  <SectionCard title={title}>
    <FormLayout>{children}</FormLayout>
  </SectionCard>
);

type Device = 'desktop' | 'mobile';
type Keys<V> = { [K in keyof StickyCart]: StickyCart[K] extends V ? K : never }[keyof StickyCart];

/**
 * /sticky (cart-and-shop.md §2, §3 "Sticky cart"): every sticky_cart field in general, desktop and mobile sections,
 * the live preview of the desktop bar and the mobile bar collapsed and expanded, the unsaved bar, per-field errors.
 */
export function StickyPage() {
  const form = useShopDocument('sticky_cart', loadStickyValidation, STICKY_SAVED);
  const s = form.value;
  if (form.loadError) return <Page title="Sticky add-to-cart"><Banner tone="critical">Something went wrong.</Banner></Page>;
  if (!s) return <Page title="Sticky add-to-cart"><Card><SkeletonBodyText lines={8} /></Card></Page>;
  const bind = <K extends keyof StickyCart>(k: K): FieldBinding<StickyCart[K]> => ({
    value: s[k],
    error: form.errors[k],
    set: (v) => form.edit({ ...s, [k]: v }),
  });
  const on = (k: Keys<boolean>, label: string) => <SwitchField label={label} b={bind(k)} />;
  const text = (k: Keys<string>, label: string, type?: 'number') => <TextInput label={label} b={bind(k) as FieldBinding<string>} type={type} />;
  const colour = (k: Keys<Rgba>, label: string) => {
    const b = bind(k) as FieldBinding<Rgba>;
    return <ColourField label={label} value={b.value} error={b.error} onChange={b.set} />;
  };
  // Both bars offer the same placement and the same product details; only their labels' context differs.
  const placement = (d: Device) => (
    <>
      {on(`${d}_active`, `Show on ${d}`)}
      <ChoiceField label="Visibility" b={bind(`${d}_visibility`)} options={VISIBILITY} />
      <ChoiceField label="Position" b={bind(`${d}_location`)} options={LOCATION} />
    </>
  );
  const details = (d: Device, where = '') => (
    <>
      {on(`${d}_show_compared_price`, 'Show the compare-at price')}
      {on(`${d}_show_variants`, `Show variants${where}`)}
      {on(`${d}_show_quantity`, `Show quantity${where}`)}
      {text(`${d}_quantity`, 'Starting quantity', 'number')}
    </>
  );
  const height = bind('mobile_atc_height');
  return (
    <Page title="Sticky add-to-cart" subtitle="A bar that keeps Add to cart in reach on product pages." fullWidth>
      <SaveBar visible={form.dirty} saving={form.saving} onSave={form.save} onDiscard={form.discard} leaveWarning={SETTINGS_LEAVE_WARNING} />
      {/* Half and half, not a third: the desktop bar is laid out at a desktop width and zoomed to the preview's, so a wider
          preview keeps its texts readable. */}
      <Layout>
        <Layout.Section variant="oneHalf">
          <BlockStack gap="400">
            {form.errors[''] ? <Banner tone="critical">{form.errors['']}</Banner> : null}
            <SectionForm title="General">
              {on('isActive', 'Show the sticky add-to-cart bar')}
              <ChoiceField label="After Add to cart" b={bind('atc_action')} options={ACTIONS} />
              <ChoiceField label="Button style" b={bind('btn_style')} options={STYLES} />
              {text('btn_text', 'Button text')}
              {text('btn_text_unavailable', 'Sold out text')}
              {colour('btn_color', 'Button colour')}
              {colour('txt_color', 'Button text colour')}
              {colour('background_color', 'Bar background')}
              {text('cart_name', 'Bar name (read by screen readers)')}
            </SectionForm>
            <SectionForm title="Variant picker texts">
              {text('btn_text_variant_active', 'Button text that opens the variant picker')}
              {on('show_btn_atc_txt_variant_active', 'Use a different button text while the picker is open')}
              {text('btn_atc_txt_variant_active', 'Button text while the picker is open')}
            </SectionForm>
            <SectionForm title="Desktop">
              {placement('desktop')}
              {on('desktop_product_preview', 'Show the product image')}
              {on('desktop_show_product_name', 'Show the product name')}
              {details('desktop')}
            </SectionForm>
            <SectionForm title="Mobile">
              {placement('mobile')}
              {on('mobile_show_title', 'Show the product name')}
              {on('mobile_show_price', 'Show the price')}
              {details('mobile', ' (in the expandable panel)')}
              <TextInput
                label="Button height (px)"
                type="number"
                b={{ value: String(height.value), error: height.error, set: (v) => height.set(v === '' ? Number.NaN : Number(v)) }}
              />
            </SectionForm>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneHalf">
          <StorefrontPreview message={{ sticky: s, shop: { money_format: form.moneyFormat } }} height={460} />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
