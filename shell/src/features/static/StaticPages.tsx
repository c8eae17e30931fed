import { FAQ_SECTION_IDS, faqUrl, type FaqSectionId } from '@cartlift/admin-kit';
import { BlockStack, Box, Card, InlineGrid, Link, Page, Text } from '@shopify/polaris';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

interface Partner {
  name: string;
  description: string;
  url: string;
}

/** Partner apps Cartlift works with; shown on /integrations. Each Learn more opens its answer on the FAQ page. */
export const PARTNERS: readonly Partner[] = [
  { name: 'Subscriptions', description: 'Subscription upgrades in the cart for the major subscription apps.', url: faqUrl('subscriptions') },
  { name: 'Cash on delivery', description: 'A COD order form inside the cart, configured in Cart Setup.', url: faqUrl('cash-on-delivery') },
  { name: 'Meta pixel', description: 'AddToCart events from the cart reach your pixel when it is installed.', url: faqUrl('pixel') },
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

/** Every FAQ answer, by its section id: a Record, so an id the help links may name cannot lack its answer. */
const FAQ: Readonly<Record<FaqSectionId, { q: string; a: string }>> = {
  'activate-cart': {
    q: 'How do I activate the cart on my theme?',
    a: 'Open Getting started, click Activate, then Open Editor. Turn on the Cartlift app embed and save your theme.',
  },
  'cart-not-showing': {
    q: 'Why does my cart not show on the storefront?',
    a: 'Check that the app embed is on in your live theme and that the cart is enabled in Cart Setup.',
  },
  'campaign-targeting': {
    q: 'How do upsell campaigns decide what to offer?',
    a: 'Each campaign targets specific products, collections or all products, optionally limited to countries.',
  },
  'multi-currency': {
    q: 'Does Cartlift work with multiple currencies?',
    a: 'Yes for display. With draft checkout on, customers check out in your default currency.',
  },
  'checkout-rewards': {
    q: 'How are free gifts and discounts applied at checkout?',
    a: 'Cartlift recomputes every reward on the server when the shopper checks out, so prices cannot be tampered with.',
  },
  subscriptions: {
    q: 'Does the cart work with my subscription app?',
    a:
      'Yes, with any subscription app that sells through Shopify selling plans. Turn on subscription upgrades in Cart ' +
      'Setup (Advanced design settings): each line of a product sold on a plan offers one-time purchase or a plan, ' +
      'with your texts and colours for each state.',
  },
  'cash-on-delivery': {
    q: 'How do I take cash on delivery orders?',
    a:
      'In Cart Setup, open the checkout section and choose Customize cash on delivery. Switch it on, pick whether the ' +
      'form shows in the cart or behind its own button, edit the form fields, and choose how orders reach you.',
  },
  pixel: {
    q: 'Does the cart report add-to-cart events to my Meta pixel?',
    a:
      'Yes, for adds through your product pages’ Add to cart button, which Cartlift takes over: when the Meta pixel ' +
      'is installed on your store, it receives the AddToCart event as it would from your theme. Nothing needs to be ' +
      'set up in Cartlift.',
  },
};

/** Brings the answer a link named (`/faq#pixel`) into view: the router does not scroll to a hash by itself. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

/** /faq: FAQ's (static); each answer's element id is its section id, which the help links name. */
export function FaqPage() {
  useScrollToHash();
  return (
    <Page title="FAQ's">
      <BlockStack gap="400">
        {FAQ_SECTION_IDS.map((id) => (
          <Card key={id}>
            <Box id={id}>
              <BlockStack gap="200">
                <Text as="h2" variant="headingMd">
                  {FAQ[id].q}
                </Text>
                <Text as="p">{FAQ[id].a}</Text>
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
