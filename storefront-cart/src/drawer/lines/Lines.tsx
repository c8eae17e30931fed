import { lookupCompareAt, orphanedAddOns } from '../../shared/domain';
import type { Lookup } from '../../shared/gateway';
import type { CartLine } from '../../shared/types';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { CampaignView } from '../campaigns/campaigns';
import type { CartSource } from '../common/source';
import { localize, type Texts } from '../common/i18n';
import type { CartState } from '../useCart';
import { LineItem } from './LineItem';
import { LinesHead } from './LinesHead';
import { SoldOutLine } from './SoldOutLine';

export interface LinesProps {
  cart: CartState;
  view: CampaignView;
  settings: WidgetSettings;
  source: CartSource;
  texts: Texts;
  money(cents: number): string;
  /** compare-at prices by variant id when count_compare_at is on. */
  compareAt?: Lookup['compareAtMap'];
}

/** The cart's lines under their column heads, with their quantity, variant and selling-plan writes. */
export function Lines({ cart: c, view, settings, source, texts, money, compareAt }: LinesProps) {
  const { items, gone, products, stock } = c;
  const t = localize(texts);
  const soldOutText = t(settings.sold_out, 'soldOut');
  const product = settings.product ?? {};
  const sub = settings.subscription;
  // The subscription box, on the lines whose product sells on a plan, while Cart Setup's upgrades are on.
  const planTexts = sub?.isActive
    ? {
        upgrading: t(sub.upgradingText, 'upgrading'),
        downgrading: t(sub.downgradingText, 'downgrading'),
        unsubscribed: t(sub.text, 'subscribe'),
        subscribed: t(sub.subscribedText, 'subscribed'),
      }
    : undefined;
  const planLook = sub && {
    unsubscribed: { background: sub.background, border: sub.border },
    loading: { background: sub.loadingBackground, border: sub.loadingBorder },
    subscribed: { background: sub.subscribedBackground, border: sub.subscribedBorder },
  };

  // Removing a line also removes its frequently-bought-together upsells and, when it was the last paying product,
  // every add-on: one update.js through the cart queue.
  const onQuantity = (line: CartLine, quantity: number) =>
    c.run(line, () => {
      const fbt = quantity === 0 ? view.fbtLinked(line) : [];
      const removed = quantity === 0 ? [...fbt, ...orphanedAddOns(items, view.addOns, new Set([line.key, ...fbt]))] : [];
      const write = removed.length
        ? source.update({ updates: Object.fromEntries([[line.key, 0], ...removed.map((k) => [k, 0])]) })
        : stock.watch(line, quantity, () => source.change({ id: line.key, quantity }));
      // A store that drops a sold-out line instead of refusing the update (no 422): the same marker.
      return write.then((next) => {
        if (quantity > 0 && !next.items.some((i) => i.key === line.key)) c.setSoldOut((s) => ({ ...s, [line.key]: line }));
        return next;
      });
    });
  const onVariant = async (line: CartLine, variantId: number) => {
    const ok = await c.run(line, () => source.update({ updates: { [line.key]: 0, [variantId]: line.quantity } }));
    if (!ok) source.read().catch(() => undefined);
  };
  const onPlan = async (line: CartLine, plan: number | null) => {
    const index = items.indexOf(line) + 1;
    const write = () => source.change({ line: index, quantity: line.quantity, selling_plan: plan });
    // One retry: subscription apps often answer slowly the first time a plan is attached.
    if (!(await c.run(null, write))) await c.run(line, write);
  };

  return (
    <>
      <LinesHead product={settings.product} texts={texts} />
      <ul className="cartlift-lines">
        {items.map((line) => (
          <LineItem
            key={line.key}
            line={line}
            product={products[line.handle]}
            texts={texts}
            money={money}
            preview={source.preview}
            showBin={product.show_bin !== false}
            editableQuantity={product.editable_quantity !== false}
            allowVariants={!!product.allow_variants_editing}
            showVariant={product.variants?.isActive !== false}
            soldOutText={soldOutText}
            planTexts={planTexts}
            planLook={planLook}
            compareAt={lookupCompareAt(compareAt, line)}
            max={stock.maxFor(line, items, products[line.handle])}
            error={c.errors[line.key]}
            soldOut={!!c.soldOut[line.key]}
            badges={view.lineBadges[line.key]}
            autoDiscountLook={settings.auto_discount}
            onQuantity={onQuantity}
            onVariant={onVariant}
            onPlan={onPlan}
            onInvalid={c.lineError}
          />
        ))}
        {gone.map((line) => (
          <SoldOutLine key={line.key} line={line} product={products[line.handle]} texts={texts} money={money} preview={source.preview} soldOutText={soldOutText} />
        ))}
      </ul>
    </>
  );
}
