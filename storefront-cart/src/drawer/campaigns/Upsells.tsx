import { useEffect, useState } from 'react';
import { DEFAULT_FBT_POSITION, isVariantAvailable, oneCheckProductIds, purchaseOptionsOf, suggestionsFor, WIDGET_FALLBACK_PRODUCTS_LENGTH, WIDGET_FALLBACK_RECOMMENDATION_TYPE } from '../../shared/domain';
import { BundleOffers } from './BundleOffers';
import { OneCheck } from './OneCheck';
import type { Cart, CartLine } from '../../shared/types';
import { FBT_PARENT_PROPERTY, type CampaignView } from './campaigns';
import type { CartSource, StoreProduct } from '../common/source';
import type { Texts } from '../common/i18n';
import type { StorefrontCampaignRead, StorefrontTextStyle } from '@cartlift/domain/storefront';
import { css, textOf, textStyle, truncate } from '../common/util';

export type VariantsPickerLook = NonNullable<NonNullable<StorefrontCampaignRead['settings']['bundles']>['variantsPicker']>;
/** The look the sheet draws: a Buy More Save More variant picker, or the suggestions block's confirm button. */
export type SheetLook = VariantsPickerLook | StorefrontTextStyle;

/** A bottom-sheet variant pick: confirm adds the chosen variant; look is the campaign's, drawn by the sheet. */
export interface PickRequest {
  product: StoreProduct;
  kind: 'fbt' | 'bundle';
  confirm?(variantId: number): void;
  look?: SheetLook;
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
  const fbtPosition = p.view.fbt?.settings.fbt_position ?? DEFAULT_FBT_POSITION;
  return (
    <>
      {p.position === 'under_products' && <BundleOffers {...p} />}
      {p.position === 'above_checkout' && <OneCheck {...p} />}
      {p.view.fbt && fbtPosition === p.position && <Suggestions {...p} />}
    </>
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
    const custom = (settings.recommendation_type ?? WIDGET_FALLBACK_RECOMMENDATION_TYPE) === 'custom_recommendation';
    const load = custom
      ? Promise.all((settings.products ?? []).flatMap((s) => (s.handle ? [source.product(s.handle)] : []))).then((l) =>
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
    purchaseOptions: purchaseOptionsOf(candidates),
    canWriteDiscounts: view.fbt!.canWriteDiscounts,
    productsLength: settings.products_length ?? WIDGET_FALLBACK_PRODUCTS_LENGTH,
  });
  if (!shown.length) return null;

  const add = async (product: StoreProduct, variantId: number) => {
    setLoading(product.id);
    const ok = await p.run(null, () =>
      source.add([
        {
          id: variantId,
          quantity: 1,
          properties: firstProduct ? { [FBT_PARENT_PROPERTY]: String(firstProduct) } : undefined,
        },
      ]),
    );
    if (ok) source.record({ type: 'upsell_added', campaign: view.fbt!.campaign.campaign_key, kind: 'fbt' });
    setLoading(null);
  };
  const title = textOf(settings.title, texts.youMayLike);
  const addText = textOf(settings.upsell_add_button, texts.add);
  // "Open the product page instead": the title and the details link go to the product page (not in the admin preview).
  const external = !!(settings.show_product_details && settings.product_details?.external) && !source.preview;
  const page = (product: StoreProduct) => product.url ?? `/products/${product.handle}`;
  const details = textOf(settings.product_details?.readMore, texts.readMore);
  // The product's title, and the campaign's "Show details link": the details slide, or with `external` the product page.
  const toDetails = (product: StoreProduct, className: string, style: ReturnType<typeof textStyle>, text: string) =>
    external ? (
      <a className={className} href={page(product)} style={style}>
        {text}
      </a>
    ) : (
      <button type="button" className={className} onClick={() => p.onDetails(product)} disabled={!settings.show_product_details} style={style}>
        {text}
      </button>
    );

  return (
    <div
      className="cartlift-fbt"
      style={{ background: css(settings.background), borderColor: css(settings.borderColor) }}
    >
      {settings.separator?.active && <div className="cartlift-fbt__separator">{settings.separator.text}</div>}
      <h3 className="cartlift-fbt__title" style={textStyle(settings.title)}>
        {title}
      </h3>
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
                {toDetails(product, 'cartlift-link', textStyle(settings.product_title), truncate(product.title, 25))}
                <span className="cartlift-fbt__price" style={textStyle(settings.product_price)}>
                  {money(variants[0]?.price ?? 0)}
                </span>
                {settings.show_product_details &&
                  toDetails(product, 'cartlift-link cartlift-fbt__details', textStyle(settings.product_details?.readMore), details)}
              </div>
              <button
                type="button"
                className="cartlift-button cartlift-fbt__add"
                style={
                  {
                    ...textStyle(settings.upsell_add_button),
                    '--cartlift-hover': css(settings.product_details?.hover),
                  } as Record<string, string | undefined>
                }
                disabled={loading !== null || (single && !inStock)}
                onClick={() =>
                  single
                    ? add(product, variants[0].id)
                    : p.onPick({ product, kind: 'fbt', confirm: (id) => add(product, id), look: settings.upsell_confirm_button })
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
