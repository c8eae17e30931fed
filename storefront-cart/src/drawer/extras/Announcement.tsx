import type { StorefrontBannerLook as BannerLook, StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { Texts } from '../common/i18n';
import { localize } from '../common/i18n';
import { sanitize } from '../common/richText';
import { css } from '../common/util';

/** Class and inline colours shared by the announcement and timer banners (style rounded|full, alignment, colours). */
export function bannerLook(look: BannerLook, name: string) {
  // left/right map to start/end so an Arabic (RTL) cart mirrors the merchant's alignment like the rest of the drawer.
  const align: 'start' | 'end' | 'center' = look.textAlignement === 'left' ? 'start' : look.textAlignement === 'right' ? 'end' : 'center';
  return {
    className: `cartlift-banner cartlift-banner--${look.style === 'full' ? 'full' : 'rounded'} ${name}`,
    style: { background: css(look.background), borderColor: css(look.border), textAlign: align },
  };
}

export interface AnnouncementProps {
  settings: WidgetSettings['announcement'];
  position: 'above_products' | 'below_products';
  texts: Texts;
}

/**
 * The merchant's announcement banner (cart-and-shop.md §2 "sits above or below the products"); its text may hold simple
 * HTML.
 */
export function Announcement({ settings, position, texts }: AnnouncementProps) {
  if (!settings?.isActive || (settings.position ?? 'above_products') !== position) return null;
  const text = localize(texts)(settings.text, 'announcement');
  const look = bannerLook(settings, 'cartlift-announcement');
  return <div {...look} role="note" dangerouslySetInnerHTML={{ __html: sanitize(text) }} />;
}
