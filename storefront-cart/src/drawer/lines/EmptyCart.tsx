import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import { localize, type Texts } from '../common/i18n';
import { sanitize } from '../common/richText';

/**
 * The cart with no lines: the merchant's empty-cart text (simple HTML, through the drawer's sanitiser) and, unless
 * Cart Setup switched it off, the continue-shopping button, which closes the drawer.
 */
export function EmptyCart({ settings, texts, onClose }: { settings: WidgetSettings; texts: Texts; onClose(): void }) {
  const t = localize(texts);
  const button = settings.continue_shopping_button;
  return (
    <div className="cartlift-empty">
      <div className="cartlift-empty__message" dangerouslySetInnerHTML={{ __html: sanitize(t(settings.empty_cart, 'empty')) }} />
      {button?.active_continue_shopping_button !== false && (
        <button
          type="button"
          className={`cartlift-button cartlift-continue${button?.active_continue_shopping_underlined ? ' cartlift-continue--underlined' : ''}`}
          onClick={onClose}
        >
          {t(settings.modules?.checkout_button?.continue_shopping_button?.text, 'continueShopping')}
        </button>
      )}
    </div>
  );
}
