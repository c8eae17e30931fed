import { renderDrawer } from '../drawer/mount';
import { loadTexts } from '../drawer/common/i18n';
import type { StorefrontCod as CodView, StorefrontSticky as StickyView, StorefrontCampaignRead as StorefrontCampaign, StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import { previewSlideOf, type PreviewMessage as DomainPreviewMessage } from '../shared/domain';
import { EXAMPLE_PRODUCTS, previewSource } from './preview-source';
import { renderStickyPreview } from './sticky-preview';
import type { StoreProduct } from '../drawer/common/source';

/** The message the campaigns editor, Cart Setup, Sticky and COD pages post into the preview frame (domain PreviewMessage), as read here. */
export type PreviewMessage = DomainPreviewMessage<WidgetSettings, StorefrontCampaign, StoreProduct, CodView, StickyView>;


/**
 * The product slide 1 shows before the merchant opens one: the campaign's first product, else the example product. Without
 * it the Product details slide the checkout path (or the Product details button) opens was blank.
 */
export const previewDetailProduct = (m: PreviewMessage): StoreProduct => m.products?.[0] ?? EXAMPLE_PRODUCTS[0];

/**
 * The lookup's product→collection membership for a campaign on collections: the admin fetched its products from the
 * target's first collection (mfe-campaigns previewQueryOf), so they are in it, and its tiers show on them as on the
 * storefront.
 */
export function previewCollections(m: PreviewMessage): Record<string, string[]> {
  const first = m.campaign?.target?.type === 'specific_collections' ? m.campaign.target.selected?.[0]?.id : undefined;
  return first === undefined ? {} : Object.fromEntries((m.products ?? []).map((p) => [String(p.id), [String(first)]]));
}

const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'CARTLIFT_PREVIEW';

/** Starts the preview: the same drawer over an in-memory example cart; it never calls the cart, products or tracking. */
export function startPreview(win: Window = window): void {
  const source = previewSource(null);
  const drawer = renderDrawer({ source, lookup: { settings: {}, campaigns: [], compareAtMap: {} }, onClose: () => drawer.open() });
  // Only the latest message is drawn: one whose language chunk is still loading must not overwrite a later one.
  let latest = 0;
  const show = (m: PreviewMessage) => {
    if (m.sticky) {
      drawer.close();
      renderStickyPreview(document, m.sticky, m.shop?.money_format);
      return;
    }
    const campaign = m.campaign ? { ...m.campaign, active: true } : null;
    source.reset(campaign, m.products ?? []);
    drawer.update({
      lookup: { shop: m.shop, settings: m.settings ?? {}, campaigns: campaign ? [campaign] : [], compareAtMap: {}, cod_settings: m.cod, productCollections: previewCollections(m) },
      initialSlide: previewSlideOf(m),
      previewDetail: previewDetailProduct(m),
      initialCodOpen: !!m.codForm,
    });
    drawer.open();
  };
  win.addEventListener('message', (event) => {
    // Only the admin page that embeds this frame may drive it.
    if (event.source !== win.parent || !isPreviewMessage(event.data)) return;
    const m = event.data;
    const seq = ++latest;
    // A language other than English arrives as the storefront's own texts chunk (about 1 KB gzip each, fetched once),
    // not bundled: the frame's JS is budgeted (45 KB gzip, e2e/shell/firstLoad.e2e.test.ts) and most shops are English.
    void loadTexts(m.settings?.default_language).then(() => {
      if (seq === latest) show(m);
    });
  });
  drawer.open();
  win.parent?.postMessage({ type: 'CARTLIFT_PREVIEW_READY' }, '*');
}

startPreview();
