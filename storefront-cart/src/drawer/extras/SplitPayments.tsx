import { fillPlaceholders } from '../../shared/domain';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { Texts } from '../common/i18n';
import { localize } from '../common/i18n';
import { badgeUrls } from './TrustBadges';

/** cart-and-shop.md §9 "After-pay splits 4 (minimum 2)"; the domain caps splits at 12. */
const splitsOf = (n: number | undefined): number => (Number.isInteger(n) && n! >= 2 && n! <= 12 ? n! : 4);

/** One instalment in cents, rounded up so the payments never add up to less than the total. */
export const instalment = (total: number, splits: number | undefined): number => Math.ceil(total / splitsOf(splits));

export interface SplitPaymentsProps {
  settings: WidgetSettings['afterPay'];
  /** What the shopper pays, cents (the subtotal shown above). */
  total: number;
  texts: Texts;
  money(cents: number): string;
}

/** The split-payment line under the subtotal: "or 4 interest-free payments of $X" with the provider's logo. */
export function SplitPayments({ settings, total, texts, money }: SplitPaymentsProps) {
  // "The payment provider shows its own message" (its app or script adds it to the cart): Cartlift draws none, so the
  // shopper never reads two.
  if (!settings?.isActive || settings.isExternal || total <= 0) return null;
  const [logo] = badgeUrls(settings.image);
  const text = fillPlaceholders(localize(texts)(settings.text, 'splitPay'), {
    splits: splitsOf(settings.splits),
    amount: money(instalment(total, settings.splits)),
  });
  return (
    <p className="cartlift-split">
      <span>{text}</span>
      {logo && <img src={logo} alt="" height={18} loading="lazy" />}
    </p>
  );
}
