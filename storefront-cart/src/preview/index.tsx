import { renderDrawer } from '../drawer/mount';
import type { StorefrontCampaign } from '../shared/campaign-types';
import type { CodView, StickyView, WidgetSettings } from '../shared/settings-types';
import { previewSource } from './preview-source';
import { renderStickyPreview } from './sticky-preview';

/** The message the campaigns editor and Cart Setup post into the preview frame. */
export interface PreviewMessage {
  type: 'CARTLIFT_PREVIEW';
  settings?: WidgetSettings;
  campaign?: StorefrontCampaign | null;
  /** The admin route, e.g. '/settings/checkout'. */
  path?: string;
  /** cod_settings: the COD button or in-cart form in the cart preview. */
  cod?: CodView;
  /** The COD page: open the cart on its COD form, whatever the mode. */
  codForm?: boolean;
  /** The /sticky page: draw the sticky bars (desktop, mobile collapsed and expanded) instead of the cart. */
  sticky?: StickyView;
  /** The slide the merchant picked in the admin's preview toolbar; absent, the path decides. */
  slide?: 0 | 1;
}

/** On the checkout settings path with COD not in the cart the preview opens on the second slide, else the first. */
export const previewSlide = (m: PreviewMessage): 0 | 1 =>
  m.slide === 0 || m.slide === 1
    ? m.slide
    : m.path === '/settings/checkout' && !(m.cod?.is_active && m.cod.is_form_in_cart) ? 1 : 0;

const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'CARTLIFT_PREVIEW';

/** Starts the preview: the same drawer over an in-memory example cart; it never calls the cart, products or tracking. */
export function startPreview(win: Window = window): void {
  const source = previewSource(null);
  const drawer = renderDrawer({ source, lookup: { settings: {}, campaigns: [], compareAtMap: {} }, onClose: () => drawer.open() });
  win.addEventListener('message', (event) => {
    // Only the admin page that embeds this frame may drive it.
    if (event.source !== win.parent || !isPreviewMessage(event.data)) return;
    const m = event.data;
    if (m.sticky) {
      drawer.close();
      renderStickyPreview(document, m.sticky, m.settings?.money_format);
      return;
    }
    const campaign = m.campaign ? { ...m.campaign, active: true } : null;
    source.reset(campaign);
    drawer.update({
      lookup: { settings: m.settings ?? {}, campaigns: campaign ? [campaign] : [], compareAtMap: {}, cod: m.cod },
      initialSlide: previewSlide(m),
      initialCodOpen: !!m.codForm,
    });
    drawer.open();
  });
  drawer.open();
  win.parent?.postMessage({ type: 'CARTLIFT_PREVIEW_READY' }, '*');
}

startPreview();
