import { BlockStack, Box, Card, InlineGrid, Link, Page, Text } from '@shopify/polaris';

interface Partner {
  name: string;
  description: string;
  url: string;
}

/** Partner apps Cartlift works with; shown on /integrations. */
const PARTNERS: readonly Partner[] = [
  { name: 'Subscriptions', description: 'Subscription upgrades in the cart for the major subscription apps.', url: '/faq#subscriptions' },
  { name: 'Cash on delivery', description: 'A COD order form inside the cart, configured in Cart Setup.', url: '/settings' },
  { name: 'Meta pixel', description: 'AddToCart events from the cart reach your pixel when it is installed.', url: '/faq#pixel' },
];

/** /integrations: Integrations & Partners. */
export function IntegrationsPage() {
  return (
    <Page title="Integrations & Partners">
      <InlineGrid columns={{ xs: 1, md: 3 }} gap="400">
        {PARTNERS.map((p) => (
          <Card key={p.name}>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
                {p.name}
              </Text>
              <Text as="p" tone="subdued">
                {p.description}
              </Text>
              <Link url={p.url}>Learn more</Link>
            </BlockStack>
          </Card>
        ))}
      </InlineGrid>
    </Page>
  );
}

const FAQ: ReadonlyArray<{ id: string; q: string; a: string }> = [
  {
    id: 'activate-cart',
    q: 'How do I activate the cart on my theme?',
    a: 'Open Getting started, click Activate, then Open Editor. Turn on the Cartlift app embed and save your theme.',
  },
  {
    id: 'cart-not-showing',
    q: 'Why does my cart not show on the storefront?',
    a: 'Check that the app embed is on in your live theme and that the cart is enabled in Cart Setup.',
  },
  {
    id: 'campaign-targeting',
    q: 'How do upsell campaigns decide what to offer?',
    a: 'Each campaign targets specific products, collections or all products, optionally limited to countries.',
  },
  {
    id: 'multi-currency',
    q: 'Does Cartlift work with multiple currencies?',
    a: 'Yes for display. With draft checkout on, customers check out in your default currency.',
  },
  {
    id: 'checkout-rewards',
    q: 'How are free gifts and discounts applied at checkout?',
    a: 'Cartlift recomputes every reward on the server when the shopper checks out, so prices cannot be tampered with.',
  },
];

/** /faq: FAQ's (static). */
export function FaqPage() {
  return (
    <Page title="FAQ's">
      <BlockStack gap="400">
        {FAQ.map((f) => (
          <Card key={f.id}>
            <Box id={f.id}>
              <BlockStack gap="200">
                <Text as="h2" variant="headingMd">
                  {f.q}
                </Text>
                <Text as="p">{f.a}</Text>
              </BlockStack>
            </Box>
          </Card>
        ))}
      </BlockStack>
    </Page>
  );
}

/** /privacy_policy: Privacy Policy (static). */
export function PrivacyPolicyPage() {
  return (
    <Page title="Privacy Policy">
      <Card>
        <BlockStack gap="300">
          <Text as="p">
            Cartlift stores your shop&apos;s settings and campaigns to run your cart. It reads products and creates draft
            orders and discounts only to apply the rewards your campaigns define.
          </Text>
          <Text as="p">
            On the storefront Cartlift counts cart views per campaign. It keeps no personal data about your shoppers.
          </Text>
        </BlockStack>
      </Card>
    </Page>
  );
}
