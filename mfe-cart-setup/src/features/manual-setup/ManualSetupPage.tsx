import { adminConfig, useNavigateKeepingQuery, useToast } from '@cartlift/admin-kit';
import { deepEqual, toggleCustomAtc, toggleCustomLink, type CustomAtc, type CustomLink } from '@cartlift/domain';
import { Banner, BlockStack, Box, Button, ButtonGroup, InlineStack, Spinner, Text } from '@shopify/polaris';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DeviceToggle, type Device } from '../settings-form/DeviceToggle';
import { useGetSettingsShopQuery } from '../settings-form/settingsApi';
import { withAbsoluteUrls } from './absoluteUrls';
import { parseFrameMessage, type ManualSetupAction, type ValueChangedMessage } from './frameMessages';
import { framedDocument } from './frameScript';
import { useGetStorefrontPageQuery, useSaveCartLinksMutation } from './manualSetupApi';

const FRAME_WIDTH = { desktop: '100%', mobile: '390px' } as const;
const ACTION_LABEL: Record<ManualSetupAction, string> = { atc: 'Add to cart button', links: 'Open cart links' };

/**
 * /settings/setup (cart-and-shop.md §2, §4 Manual setup): full screen, the shop's storefront in a sandboxed frame. The
 * merchant picks Desktop/Mobile and an action, then clicks elements in the frame: a click selects, a second click on
 * the same element removes it. Save sends both lists (POST /cart/links); Close returns to Cart Setup.
 */
export function ManualSetupPage() {
  const shop = adminConfig().shop;
  const origin = window.location.origin;
  const navigate = useNavigateKeepingQuery();
  const toast = useToast();
  const saved = useGetSettingsShopQuery(shop);
  const page = useGetStorefrontPageQuery({ shop, origin });
  const [save, saving] = useSaveCartLinksMutation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [device, setDevice] = useState<Device>('desktop');
  const [action, setAction] = useState<ManualSetupAction | null>(null);
  const [links, setLinks] = useState<CustomLink[]>([]);
  const [atcs, setAtcs] = useState<CustomAtc[]>([]);
  const savedLinks = saved.data?.custom_links;
  const savedAtcs = saved.data?.custom_atcs;

  // A server answer (the first load, the refetch after any save) replaces only a selection the merchant has not
  // changed since the answer before: a refetch landing just after a click in the frame must not undo the click.
  const followed = useRef<{ links?: CustomLink[]; atcs?: CustomAtc[] }>({});
  useEffect(() => {
    const before = followed.current;
    followed.current = { links: savedLinks, atcs: savedAtcs };
    if (savedLinks) setLinks((l) => (deepEqual(l, before.links ?? []) ? savedLinks : l));
    if (savedAtcs) setAtcs((a) => (deepEqual(a, before.atcs ?? []) ? savedAtcs : a));
  }, [savedLinks, savedAtcs]);

  const unsaved = !deepEqual(links, savedLinks ?? []) || !deepEqual(atcs, savedAtcs ?? []);
  const doc = useMemo(
    () => (page.data ? framedDocument(withAbsoluteUrls(page.data.html, page.data.url), origin) : ''),
    [page.data, origin],
  );

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      // Only our own sandboxed frame (opaque origin "null") may select.
      if (e.source !== frame.current?.contentWindow || e.origin !== 'null') return;
      const m = parseFrameMessage(e.data);
      if (m?.type === 'MANUAL_SETUP_READY') setReady(true);
      if (m?.type === 'SELECT_CART_LINK') setLinks((l) => toggleCustomLink(l, m.selector));
      if (m?.type === 'SELECT_ATC') setAtcs((a) => toggleCustomAtc(a, m.button));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const message: ValueChangedMessage = { type: 'VALUE_CHANGED', action, links, atcs };
    // The sandboxed frame has an opaque origin, so no narrower target exists; the message holds only selectors.
    frame.current?.contentWindow?.postMessage(message, '*');
  }, [ready, action, links, atcs, doc]);

  const onSave = async () => {
    const r = await save({ custom_links: links, custom_atcs: atcs });
    if ('error' in r) toast('Your selections could not be saved. Try again.', { isError: true });
    else toast('Manual setup saved');
  };

  return (
    <div className="cartlift-manual-setup" role="dialog" aria-label="Manual Setup" style={{ position: 'fixed', inset: 0, zIndex: 519, display: 'flex', flexDirection: 'column', background: 'var(--p-color-bg)' }}>
      <Box padding="300" background="bg-surface" borderBlockEndWidth="025" borderColor="border">
        <InlineStack align="space-between" blockAlign="center" gap="300">
          <InlineStack gap="300" blockAlign="center">
            <Text as="h1" variant="headingLg">
              Manual Setup
            </Text>
            <DeviceToggle device={device} onChange={setDevice} />
          </InlineStack>
          <InlineStack gap="200" blockAlign="center">
            {action ? (
              <>
                <Text as="span" tone="subdued">
                  {`Selecting: ${ACTION_LABEL[action]}`}
                </Text>
                <Button onClick={() => setAction(null)}>Done editing</Button>
              </>
            ) : (
              <ButtonGroup>
                <Button onClick={() => setAction('atc')}>{ACTION_LABEL.atc}</Button>
                <Button onClick={() => setAction('links')}>{ACTION_LABEL.links}</Button>
              </ButtonGroup>
            )}
            {action ? <Button onClick={() => setAction(action === 'atc' ? 'links' : 'atc')}>Change Action</Button> : null}
            {unsaved ? <Text as="span" tone="caution">Unsaved changes</Text> : null}
            <Button onClick={() => navigate('/settings')}>Close</Button>
            <Button variant="primary" disabled={!unsaved} loading={saving.isLoading} onClick={() => void onSave()}>
              Save
            </Button>
          </InlineStack>
        </InlineStack>
      </Box>
      <Box padding="200">
        <BlockStack gap="100">
          <Text as="p" tone="subdued">
            {`${links.length} cart link${links.length === 1 ? '' : 's'} and ${atcs.length} add-to-cart button${atcs.length === 1 ? '' : 's'} selected. Click a selected element again to remove it.`}
          </Text>
          {page.data && !page.data.cartScriptFound ? (
            <Banner tone="warning">The Cartlift app embed is not on in your theme yet: your selections take effect once it is.</Banner>
          ) : null}
        </BlockStack>
      </Box>
      <div style={{ flex: 1, display: 'flex', justifyContent: 'center', padding: 8, minHeight: 0 }}>
        {page.isLoading ? (
          <Spinner accessibilityLabel="Loading your storefront" />
        ) : page.error ? (
          <Banner tone="critical" title="Your storefront could not be loaded">
            <Button onClick={() => void page.refetch()}>Try again</Button>
          </Banner>
        ) : (
          <iframe
            ref={frame}
            title="Storefront"
            sandbox="allow-scripts"
            srcDoc={doc}
            data-device={device}
            style={{ width: FRAME_WIDTH[device], height: '100%', border: '1px solid var(--p-color-border)', borderRadius: 8, background: '#fff' }}
          />
        )}
      </div>
    </div>
  );
}
