import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { Texts } from '../common/i18n';

/**
 * The badge image URLs in settings.badges.value: one URL (the domain's "image URL of the badge strip") or several
 * separated by commas, spaces or new lines. Only http(s), protocol-relative and root-relative URLs are kept, so a
 * stored value can never become a javascript: or data: source.
 */
export const badgeUrls = (value: string | undefined): string[] =>
  (value ?? '').split(/[\s,]+/).filter((url) => /^(https?:)?\/\/[^/]|^\/[^/]/i.test(url));

export interface TrustBadgesProps {
  settings: WidgetSettings['badges'];
  position: 'above_checkout' | 'below_checkout';
  texts: Texts;
}

/** Trust badges (cart-and-shop.md §2 extra features) above or below the checkout button. */
export function TrustBadges({ settings, position, texts }: TrustBadgesProps) {
  const urls = badgeUrls(settings?.value);
  if (!settings?.isActive || (settings.position ?? 'below_checkout') !== position || !urls.length) return null;
  return (
    <div className="cartlift-badges" role="img" aria-label={texts.trustBadges}>
      {urls.map((url) => (
        <img key={url} src={url} alt="" loading="lazy" decoding="async" />
      ))}
    </div>
  );
}
