import { useEffect, useState } from 'react';
import { fillPlaceholders, isVariantAvailable, oneCheckProductIds, suggestionsFor } from '../../shared/domain';
import type { Cart, CartLine } from '../../shared/types';
import { FBT_PARENT_PROPERTY, type CampaignView } from './campaigns';
import type { CartSource, StoreProduct } from '../common/source';
import type { Texts } from '../common/i18n';
import { css, textOf, truncate } from '../common/util';

/** A bottom-sheet variant pick: confirm adds the chosen variant. */
export interface PickRequest {
  product: StoreProduct;
  kind: 'fbt' | 'bundle';
  confirm?(variantId: number): void;
}

export interface UpsellsProps {
  view: CampaignView;
  position: string;
  source: CartSource;
  texts: Texts;
  money(cents: number): string;
  run(line: CartLine | null, write: () => Promise<Cart>, done?: string): Promise<boolean>;
  onPick(request: PickRequest): void;
  onDetails(product: StoreProduct): void;
}

/** The blocks placed at one position: frequently-bought-together suggestions and One Check tick boxes. */
export function Upsells(p: UpsellsProps) {
  const fbtPosition = p.view.fbt?.settings.fbt_position ?? 'above_checkout';
  return (
    <>
      {p.position === 'under_products' && <BundleOffers {...p} />}
      {p.position === 'above_checkout' && <OneCheck {...p} />}
      {p.view.fbt && fbtPosition === p.position && <Suggestions {...p} />}
    </>
  );
}

/** Buy More Save More: "add n more to save x" per product, adding through the bundle variant picker when it is on. */
function BundleOffers({ view, source, texts, money, run, onPick }: UpsellsProps) {
  if (!view.bundleOffers.length) return null;
  return (
    <div className="cartlift-bundles">
      {view.bundleOffers.map(({ campaign, line, count, tier }) => {
        const missing = Number(tier.quantity) - count;
        const reward = tier.type === 'fixed_amount' ? money(Math.round(Number(tier.reward) * 100 * view.rate)) : `${tier.reward}%`;
        const add = (variantId: number) => run(null, () => source.add([{ id: variantId, quantity: missing }]));
        const picker = campaign.settings.bundles?.variantsPicker;
        return (
          <div className="cartlift-bundles__offer" key={line.product_id} data-product-id={line.product_id}>
            <span>{fillPlaceholders(texts.bundleOffer, { n: missing, reward })}</span>
            <button
              type="button"
              className="cartlift-button cartlift-bundles__add"
              onClick={async () => {
                const product = picker?.active ? await source.product(line.handle) : null;
                if (product && product.variants.length > 1) onPick({ product, kind: 'bundle', confirm: add });
                else add(line.variant_id);
              }}
            >
              {picker?.label || texts.add}
            </button>
          </div>
        );
      })}
    </div>
  );
}

function OneCheck({ view, source, run, money }: UpsellsProps) {
  useEffect(() => {
    // Ticked-by-default add-ons are added once per shopper; unticking is remembered so they never come back.
    const cart = source.current();
    if (!cart?.items.length || source.preview) return;
    for (const o of view.oneCheck) {
      const key = `cartlift:one-check:${o.campaign.campaign_key}:${o.item.product.variant_id}`;
      if (o.item.is_ticked_by_default && !o.line && !localStorage.getItem(key)) {
        localStorage.setItem(key, '1');
        run(null, () => source.add([{ id: Number(o.item.product.variant_id), quantity: 1 }]));
      }
    }
  }, [view, source, run]);
  if (!view.oneCheck.length) return null;
  return (
    <div className="cartlift-one-check">
      {view.oneCheck.map((o) => {
        const id = `cartlift-oc-${o.item.product.variant_id}`;
        // The cart's own line price when the add-on is in (already converted), else the stored shop price converted.
        const price = o.line ? o.line.final_price : Math.round(Number(o.item.product.price ?? 0) * 100 * view.rate);
        // truncate_length shortens the product's title, not the merchant's sentence around it.
        const title = o.item.product.title ?? '';
        const shortTitle = o.item.truncate === false ? title : truncate(title, o.item.truncate_length ?? 25);
        const text = fillPlaceholders(o.item.text || '{{product_title}}', {
          product_title: shortTitle,
          product_price: money(price),
        });
        return (
          <label className="cartlift-one-check__item" key={id} htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              checked={!!o.line}
              onChange={() =>
                run(o.line ?? null, () =>
                  o.line
                    ? source.change({ id: o.line.key, quantity: 0 })
                    : source.add([{ id: Number(o.item.product.variant_id), quantity: 1 }]),
                )
              }
            />
            {o.item.product.image && <img src={o.item.product.image} alt="" width={40} height={40} />}
            <span className="cartlift-one-check__text">{text}</span>
            {price > 0 && <span className="cartlift-one-check__price">{money(price)}</span>}
          </label>
        );
      })}
    </div>
  );
}

function Suggestions(p: UpsellsProps) {
  const { view, source, texts, money } = p;
  const settings = view.fbt!.settings;
  const cart = source.current();
  const firstProduct = cart?.items.find((i) => i.price > 0)?.product_id;
  const [candidates, setCandidates] = useState<StoreProduct[] | null>(null);
  const [loading, setLoading] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    const custom = (settings.recommendation_type ?? 'custom_recommendation') === 'custom_recommendation';
    const load = custom
      ? Promise.all((settings.products ?? []).map((s) => source.product(s.handle))).then((l) =>
          l.filter((x): x is StoreProduct => !!x),
        )
      : firstProduct
        ? source.recommendations(firstProduct)
        : Promise.resolve([]);
    load.then(
      (list) => live && setCandidates(list),
      () => live && setCandidates([]),
    );
    return () => {
      live = false;
    };
  }, [settings, source, firstProduct]);

  if (!candidates) return null;
  const shown = suggestionsFor(candidates, {
    cartProductIds: (cart?.items ?? []).map((i) => i.product_id),
    excludeTags: settings.exclude_tags,
    oneCheckProductIds: oneCheckProductIds(view.campaigns.map((c) => ({ ...c, active: true }))),
    productsLength: settings.products_length ?? 1,
  });
  if (!shown.length) return null;

  const add = async (product: StoreProduct, variantId: number) => {
    setLoading(product.id);
    await p.run(null, () =>
      source.add([
        {
          id: variantId,
          quantity: 1,
          properties: firstProduct ? { [FBT_PARENT_PROPERTY]: String(firstProduct) } : undefined,
        },
      ]),
    );
    setLoading(null);
  };
  const title = textOf(settings.title, texts.youMayLike);
  const addText = textOf(settings.upsell_add_button, texts.add);

  return (
    <div
      className="cartlift-fbt"
      style={{ background: css(settings.background), borderColor: css(settings.borderColor) }}
    >
      {settings.separator?.active && <div className="cartlift-fbt__separator">{settings.separator.text}</div>}
      <h3 className="cartlift-fbt__title">{title}</h3>
      <ul className="cartlift-fbt__list">
        {shown.map((product) => {
          const variants = product.variants;
          const single = variants.length === 1 && !product.selling_plan_groups?.length;
          const inStock = variants.some((v) => isVariantAvailable(v));
          const image = product.featured_image ?? product.images?.[0];
          return (
            <li className="cartlift-fbt__item" key={product.id} data-product-id={product.id}>
              {image && <img src={image} alt="" width={60} height={60} loading="lazy" />}
              <div className="cartlift-fbt__body">
                <button
                  type="button"
                  className="cartlift-link"
                  onClick={() => p.onDetails(product)}
                  disabled={!settings.show_product_details}
                >
                  {truncate(product.title, 25)}
                </button>
                <span className="cartlift-fbt__price">{money(variants[0]?.price ?? 0)}</span>
              </div>
              <button
                type="button"
                className="cartlift-button cartlift-fbt__add"
                disabled={loading !== null || (single && !inStock)}
                onClick={() =>
                  single
                    ? add(product, variants[0].id)
                    : p.onPick({ product, kind: 'fbt', confirm: (id) => add(product, id) })
                }
              >
                {single && !inStock ? texts.soldOut : addText}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
