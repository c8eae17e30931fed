import { ColourField, SaveBar, useNavigateKeepingQuery } from '@cartlift/admin-kit';
import {
  COD_DRAFT_ORDER_NOTE,
  COD_ORDER_MODE_LABELS,
  COD_PAYMENT_PENDING_NOTE,
  setCodCheckoutMode,
  setCodFormInCart,
  setPath,
  type CodSettings,
  type Rgba,
} from '@cartlift/domain';
import { Banner, BlockStack, Card, ChoiceList, FormLayout, Layout, Page, SkeletonBodyText } from '@shopify/polaris';
import { SwitchField, TextInput } from '../settings-form/bindingFields';
import { SETTINGS_LEAVE_WARNING } from '../settings-form/leaveWarning';
import { SectionCard } from '../settings-form/SectionCard';
import { StorefrontPreview } from '../settings-form/StorefrontPreview';
import { useShopDocument } from '../settings-form/useShopDocument';
import { CodFieldEditor } from './CodFieldEditor';

/** The COD settings' domain validation, loaded on the first edit (useShopDocument). */
const loadCodValidation = () => import(/* webpackChunkName: "document-validation" */ '../settings-form/documentValidation').then((m) => m.validateCodSettings);

/** cart-and-shop.md §2: the page's title. */
export const COD_PAGE_TITLE = 'Cash on Delivery Checkout - Customization and Settings';
/** The toast after a save. */
export const COD_SAVED = 'Cash on delivery settings saved';

type ButtonKey = 'checkout' | 'confirm';

/**
 * The COD customisation page (cart-and-shop.md §2 title and Back to settings; §3 cod_settings; §4 COD-only forces the
 * in-cart form off): the mode, the in-cart switch, the error message, what an order becomes (issue 24: a draft order to
 * confirm, or payment pending with its App Store warning), the three buttons and the field editor, with a preview of
 * the COD form that follows every unsaved edit.
 */
export function CodPage() {
  const navigate = useNavigateKeepingQuery();
  const form = useShopDocument('cod_settings', loadCodValidation, COD_SAVED);
  const back = { content: 'Back to settings', onAction: () => navigate('/settings') };
  const cod = form.value;
  if (form.loadError) return <Page title={COD_PAGE_TITLE} backAction={back}><Banner tone="critical">Something went wrong.</Banner></Page>;
  if (!cod) return <Page title={COD_PAGE_TITLE} backAction={back}><Card><SkeletonBodyText lines={8} /></Card></Page>;
  const edit = (path: string, value: unknown) => form.edit(setPath(cod, path, value) as CodSettings);
  const e = form.errors;
  const buttonFields = (key: ButtonKey, label: string) => (
    <FormLayout.Group>
      <TextInput label={`${label} text`} b={{ value: cod.buttons[key].text, error: e[`buttons.${key}.text`], set: (v) => edit(`buttons.${key}.text`, v) }} />
      <ColourField label={`${label} text colour`} value={cod.buttons[key].color} error={e[`buttons.${key}.color`]} onChange={(c: Rgba) => edit(`buttons.${key}.color`, c)} />
      <ColourField label={`${label} background`} value={cod.buttons[key].background} error={e[`buttons.${key}.background`]} onChange={(c: Rgba) => edit(`buttons.${key}.background`, c)} />
    </FormLayout.Group>
  );
  return (
    <Page title={COD_PAGE_TITLE} backAction={back} fullWidth>
      <SaveBar visible={form.dirty} saving={form.saving} onSave={form.save} onDiscard={form.discard} leaveWarning={SETTINGS_LEAVE_WARNING} />
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {e[''] ? <Banner tone="critical">{e['']}</Banner> : null}
            <SectionCard title="Cash on delivery">
              <SwitchField label="Offer cash on delivery" b={{ value: cod.is_active, error: e.is_active, set: (v) => edit('is_active', v) }} />
              <ChoiceList
                title="Checkout mode"
                choices={[
                  { label: 'Cash on delivery and checkout', value: 'cod_and_checkout' },
                  { label: 'Cash on delivery only', value: 'cod_only', helpText: 'Replaces the checkout button; the form opens from the cart.' },
                ]}
                selected={[cod.checkout_mode]}
                onChange={([mode]) => form.edit(setCodCheckoutMode(cod, mode === 'cod_only' ? 'cod_only' : 'cod_and_checkout'))}
              />
              <SwitchField
                label="Show the form in the cart"
                helpText={cod.checkout_mode === 'cod_only' ? 'Not available in cash-on-delivery-only mode.' : 'Otherwise a Cash on Delivery button opens it.'}
                b={{ value: cod.is_form_in_cart, error: e.is_form_in_cart, set: (v) => form.edit(setCodFormInCart(cod, v)) }}
              />
              <TextInput label="Required field message" b={{ value: cod.error_message, error: e.error_message, set: (v) => edit('error_message', v) }} />
            </SectionCard>
            <SectionCard title="Orders">
              <ChoiceList
                title="When a shopper confirms the form"
                choices={[
                  { label: COD_ORDER_MODE_LABELS.draft_order, value: 'draft_order', helpText: COD_DRAFT_ORDER_NOTE },
                  { label: COD_ORDER_MODE_LABELS.payment_pending, value: 'payment_pending', helpText: COD_PAYMENT_PENDING_NOTE },
                ]}
                selected={[cod.order_mode]}
                error={e.order_mode}
                onChange={([mode]) => edit('order_mode', mode === 'payment_pending' ? 'payment_pending' : 'draft_order')}
              />
              {cod.order_mode === 'payment_pending' ? <Banner tone="warning">{COD_PAYMENT_PENDING_NOTE}</Banner> : null}
            </SectionCard>
            <SectionCard title="Buttons">
              <FormLayout>
                {buttonFields('checkout', 'Cash on Delivery button')}
                {buttonFields('confirm', 'Confirm button')}
                <TextInput label="Loading text" b={{ value: cod.buttons.loading.text, error: e['buttons.loading.text'], set: (v) => edit('buttons.loading.text', v) }} />
              </FormLayout>
            </SectionCard>
            <SectionCard title="Form fields">
              <CodFieldEditor cod={cod} errors={e} onChange={form.edit} />
            </SectionCard>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <StorefrontPreview message={{ cod, codForm: true, settings: {} }} />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
