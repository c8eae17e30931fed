import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { lookupCompareAt, orphanedAddOns, presentmentMoney } from '../shared/domain';
import type { Cart, CartLine } from '../shared/types';
import type { Lookup } from '../shared/gateway';
import { CartError } from '../shared/cart-client';
import type { CartSource, StoreProduct } from './common/source';
import { drawerLanguage, isRtlLanguage, localize, textsFor } from './common/i18n';
import { sanitize } from './common/richText';
import { LineItem } from './lines/LineItem';
import { SoldOutLine } from './lines/SoldOutLine';
import { useStockLimits } from './lines/stockLimits';
import { LinesHead } from './lines/LinesHead';
import { Footer, footerPosition, orderOf } from './checkout/Footer';
import { CodSlot, codMode } from './checkout/Cod';
import { trapFocus } from './focus';
import { buildCampaignView, type CampaignView } from './campaigns/campaigns';
import { Goals } from './campaigns/Goals';
import { GiftWidgets } from './campaigns/GiftWidget';
import { Upsells, type PickRequest } from './campaigns/Upsells';
import { ProductDetails, VariantSheet } from './sheets/lazySheets';
import { designVars } from './common/design';
import { Announcement } from './extras/Announcement';
import { ScarcityTimer } from './extras/ScarcityTimer';
import { TrustBadges } from './extras/TrustBadges';

/** Error texts under a line fade after this long (cart-and-shop.md §9). */
export const LINE_ERROR_MS = 3000;

export interface AppProps {
  source: CartSource;
  lookup: Lookup | null;
  /** open state and notices are driven from outside (loader API, preview messages). */
  open: boolean;
  notice?: string;
  onClose(): void;
  /** Preview: start on the product-details slide. */
  initialSlide?: 0 | 1;
  /** Preview of the COD page: show the COD form (slide 1) rather than the cart. */
  initialCodOpen?: boolean;
  /** Preview: the product slide 1 shows until one is opened, so its Product details settings are seen, not a blank. */
  previewDetail?: StoreProduct | null;
  locale?: string | null;
  currencyRate?: number;
  currency?: string;
  country?: string | null;
  now?: () => number;
  onCartOpened?(view: CampaignView): void;
}

/** The drawer: two slides (cart, product details), campaigns, modules and the bottom-sheet pickers. */
export function App(props: AppProps) {
  const { source, lookup } = props;
  const settings = lookup?.settings ?? {};
  const language = drawerLanguage(settings, props.locale);
  const texts = textsFor(language);
  const t = localize(texts);
  const rtl = settings.rtl || isRtlLanguage(language);
  const [read, setCart] = useState<Cart | null>(source.current());
  // An add's draft is drawn until its true cart arrives (published, it clears the draft and sets read): the drawer
  // opens on add.js's answer in the render that opens it.
  const cart = source.draft?.() ?? read;
  const [busy, setBusy] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Lines that sold out on an update, as they were: shown with the sold-out marker at quantity 0 until the drawer closes.
  const [soldOut, setSoldOut] = useState<Record<string, CartLine>>({});
  const [announce, setAnnounce] = useState('');
  const [slide, setSlide] = useState<0 | 1>(props.initialSlide ?? 0);
  const [detail, setDetail] = useState<StoreProduct | null>(null);
  const [pick, setPick] = useState<PickRequest | null>(null);
  const [codOpen, setCodOpen] = useState(false);
  const [products, setProducts] = useState<Record<string, StoreProduct | null>>({});
  const stock = useStockLimits(props.open, source);
  const panel = useRef<HTMLDivElement>(null);
  // Every amount is shown in the shopper's presentment currency (cart.js prices are already converted).
  const presentment = props.currency || cart?.currency;
  const money = useMemo(
    () =>
      presentmentMoney({
        shopFormat: lookup?.shop?.money_format,
        shopCurrency: lookup?.shop?.currency,
        currency: presentment,
        locale: props.locale,
      }),
    [lookup?.shop?.money_format, lookup?.shop?.currency, presentment, props.locale],
  );

  useEffect(() => source.subscribe(setCart), [source]);
  useEffect(() => setSlide(props.initialSlide ?? 0), [props.initialSlide]);
  useEffect(() => {
    setCodOpen(!!props.initialCodOpen);
    if (props.initialCodOpen) setSlide(1);
  }, [props.initialCodOpen]);

  const view = useMemo(
    () =>
      buildCampaignView({
        cart,
        lookup,
        currencyRate: props.currencyRate ?? 1,
        currency: props.currency ?? cart?.currency ?? '',
        country: props.country ?? null,
        money,
        autoDiscountText: settings.auto_discount?.text,
        example: source.exampleBadges,
      }),
    [cart, lookup, props.currencyRate, props.currency, props.country, money, settings.auto_discount?.text, source],
  );

  // Load product data for lines (stock limits, variant dropdown, selling plans); cached per handle by the source.
  useEffect(() => {
    if (!props.open || !cart) return;
    for (const line of cart.items)
      if (!(line.handle in products))
        source.product(line.handle).then((p) => setProducts((prev) => ({ ...prev, [line.handle]: p })));
  }, [props.open, cart, source, products]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (props.open && !wasOpen.current) {
      setSoldOut({});
      source.read().catch(() => undefined);
      // A COD form left open (or its confirmation) is not where a shopper reopening the cart expects to land; the COD
      // page's preview opens on the form (and may open in the same render as it asks for it).
      if (!props.initialCodOpen) setCodOpen((was) => (was && setSlide(props.initialSlide ?? 0), false));
      props.onCartOpened?.(view);
    }
    wasOpen.current = props.open;
    // Deliberately keyed on open only: view is read at the moment of opening, so view_cart is sent once per open.
  }, [props.open, source]);

  // A layout effect, so focus is in the dialog in the same task that opens it: a passive effect waits for a paint,
  // and Tabs pressed in between walked the page behind the modal.
  useLayoutEffect(() => {
    if (!props.open || !panel.current) return;
    const previous = document.activeElement as HTMLElement | null;
    const release = trapFocus(panel.current);
    panel.current.querySelector<HTMLElement>('.cartlift-close')?.focus();
    return () => {
      release();
      previous?.focus?.();
    };
  }, [props.open]);

  /** cart-and-shop.md §4 Line items: a sold-out line goes to quantity 0 and carries the sold-out marker. */
  const markSoldOut = (line: CartLine) => {
    setSoldOut((s) => ({ ...s, [line.key]: line }));
    source.change({ id: line.key, quantity: 0 }).catch(() => undefined);
  };

  const lineError = (key: string, message: string) => {
    setErrors((e) => ({ ...e, [key]: message }));
    setTimeout(() => setErrors((e) => ({ ...e, [key]: '' })), LINE_ERROR_MS);
  };

  /** Runs one cart write with the spinner overlay; Shopify's 422 text goes under the line, the drawer re-reads the cart. */
  async function run(line: CartLine | null, write: () => Promise<Cart>, done?: string): Promise<boolean> {
    setBusy((n) => n + 1);
    try {
      await write();
      setAnnounce(done ?? texts.updated);
      return true;
    } catch (error) {
      const message = error instanceof CartError ? error.message : texts.failedVariant;
      if (line) {
        lineError(line.key, message);
        const variant = products[line.handle]?.variants.find((v) => v.id === line.variant_id);
        if (
          error instanceof CartError &&
          error.status === 422 &&
          (/sold out|épuisé|ausverkauft/i.test(message) || variant?.available === false)
        )
          markSoldOut(line);
      }
      setAnnounce(message);
      return false;
    } finally {
      setBusy((n) => n - 1);
    }
  }

  // Removing a line also removes its frequently-bought-together upsells and, when it was the last paying product,
  // every add-on: one update.js through the cart queue.
  const onQuantity = (line: CartLine, quantity: number) =>
    run(line, () => {
      const fbt = quantity === 0 ? view.fbtLinked(line) : [];
      const gone =
        quantity === 0 ? [...fbt, ...orphanedAddOns(cart?.items ?? [], view.addOns, new Set([line.key, ...fbt]))] : [];
      const write = gone.length
        ? source.update({ updates: Object.fromEntries([[line.key, 0], ...gone.map((k) => [k, 0])]) })
        : stock.watch(line, quantity, () => source.change({ id: line.key, quantity }));
      // A store that drops a sold-out line instead of refusing the update (no 422): the same marker.
      return write.then((next) => {
        if (quantity > 0 && !next.items.some((i) => i.key === line.key))
          setSoldOut((s) => ({ ...s, [line.key]: line }));
        return next;
      });
    });
  const onVariant = async (line: CartLine, variantId: number) => {
    const ok = await run(line, () => source.update({ updates: { [line.key]: 0, [variantId]: line.quantity } }));
    if (!ok) source.read().catch(() => undefined);
  };
  const onPlan = async (line: CartLine, plan: number | null) => {
    const index = (cart?.items.indexOf(line) ?? 0) + 1;
    const write = () => source.change({ line: index, quantity: line.quantity, selling_plan: plan });
    // One retry: subscription apps often answer slowly the first time a plan is attached.
    if (!(await run(null, write))) await run(line, write);
  };

  const items = cart?.items ?? [];
  const shownDetail = detail ?? props.previewDetail ?? null;
  const soldOutGone = Object.values(soldOut).filter((gone) => !items.some((i) => i.key === gone.key));
  const style = designVars(settings);
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
  const upsells = (position: string) => (
    <Upsells
      view={view}
      position={position}
      source={source}
      texts={texts}
      money={money}
      run={run}
      onPick={setPick}
      onDetails={(p) => {
        setDetail(p);
        setCodOpen(false);
        setSlide(1);
      }}
    />
  );

  // Compare-at prices count toward the savings unless Cart Setup switched that off.
  const compareAt = settings.count_compare_at === false ? undefined : lookup?.compareAtMap;
  const cod = codMode(lookup?.cod_settings);
  const codForm = cart && lookup?.cod_settings && (cod.inCart || codOpen) && (
    <CodSlot cod={lookup.cod_settings} cart={cart} source={source} order={orderOf(cart, view)} language={language} onAnnounce={setAnnounce} />
  );

  // cart-and-shop.md §2 checkout position: sticky pins the block under the scrolling slide; lower and higher scroll
  // with the lines.
  const checkoutAt = footerPosition(settings);
  const footer = cart && (
    <Footer
      cod={lookup?.cod_settings}
      onCod={() => {
        setCodOpen(true);
        setSlide(1);
      }}
      cart={cart}
      view={view}
      settings={settings}
      source={source}
      texts={texts}
      money={money}
      above={
        <>
          <ScarcityTimer settings={settings.scary} placement="bottom" texts={texts} running={props.open} />
          {upsells('above_checkout')}
          <TrustBadges settings={settings.badges} position="above_checkout" texts={texts} />
        </>
      }
      below={
        <>
          {upsells('below_checkout')}
          <TrustBadges settings={settings.badges} position="below_checkout" texts={texts} />
        </>
      }
      compareAt={compareAt}
      onAnnounce={setAnnounce}
    />
  );

  return (
    <div
      className={`cartlift-drawer${props.open ? ' cartlift-drawer--open' : ''}${settings.curved !== false ? ' cartlift-curved' : ''}`}
      dir={rtl ? 'rtl' : 'ltr'}
      style={style}
      onKeyDown={(e) => e.key === 'Escape' && props.onClose()}
    >
      <div className="cartlift-overlay" onClick={props.onClose} />
      <div className="cartlift-panel" role="dialog" aria-modal="true" aria-label={t(settings.header?.title, 'title')} ref={panel} aria-hidden={!props.open}>
        <header className="cartlift-header">
          {slide === 1 && (
            <button type="button" className="cartlift-back" aria-label={texts.back} onClick={() => (setSlide(0), setCodOpen(false))}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path fill="none" stroke="currentColor" strokeWidth="2" d="M15 5l-7 7 7 7" />
              </svg>
            </button>
          )}
          <h2 className="cartlift-title">{t(settings.header?.title, 'title')}</h2>
          <button type="button" className="cartlift-close" aria-label={texts.close} onClick={props.onClose}>
            ×
          </button>
        </header>
        <div className={`cartlift-slides cartlift-slides--${slide}`}>
          <section className={`cartlift-slide${checkoutAt === 'sticky' ? '' : ' cartlift-slide--with-footer'}`} aria-hidden={slide !== 0}>
            {props.notice && (
              <div className="cartlift-notice" role="alert">
                {props.notice}
              </div>
            )}
            {items.length > 0 && (
              <ScarcityTimer settings={settings.scary} placement="top" texts={texts} running={props.open} />
            )}
            <Announcement settings={settings.announcement} position="above_products" texts={texts} />
            {items.length > 0 && <Goals view={view} label={texts.rewardsProgress} />}
            {items.length > 0 && <GiftWidgets view={view} source={source} texts={texts} money={money} run={run} />}
            {items.length === 0 && soldOutGone.length === 0 ? (
              <div className="cartlift-empty">
                <div
                  className="cartlift-empty__message"
                  dangerouslySetInnerHTML={{ __html: sanitize(t(settings.empty_cart, 'empty')) }}
                />
                {settings.continue_shopping_button?.active_continue_shopping_button !== false && (
                  <button
                    type="button"
                    className={`cartlift-button cartlift-continue${settings.continue_shopping_button?.active_continue_shopping_underlined ? ' cartlift-continue--underlined' : ''}`}
                    onClick={props.onClose}
                  >
                    {t(settings.modules?.checkout_button?.continue_shopping_button?.text, 'continueShopping')}
                  </button>
                )}
              </div>
            ) : (<>
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
                    soldOutText={t(settings.sold_out, 'soldOut')}
                    planTexts={planTexts}
                    planLook={planLook}
                    compareAt={lookupCompareAt(compareAt, line)}
                    max={stock.maxFor(line, items, products[line.handle])}
                    error={errors[line.key]}
                    soldOut={!!soldOut[line.key]}
                    badges={view.lineBadges[line.key]}
                    autoDiscountLook={settings.auto_discount}
                    onQuantity={onQuantity}
                    onVariant={onVariant}
                    onPlan={onPlan}
                    onInvalid={(l, m) => lineError(l.key, m)}
                  />
                ))}
                {soldOutGone.map((gone) => (
                  <SoldOutLine
                    key={gone.key}
                    line={gone}
                    product={products[gone.handle]}
                    texts={texts}
                    money={money}
                    preview={source.preview}
                    soldOutText={t(settings.sold_out, 'soldOut')}
                  />
                ))}
              </ul>
            </>)}
            <Announcement settings={settings.announcement} position="below_products" texts={texts} />
            {items.length > 0 && upsells('under_products')}
            {items.length > 0 && cod.inCart && codForm}
            {checkoutAt !== 'sticky' && items.length > 0 && footer}
          </section>
          <section className="cartlift-slide" aria-hidden={slide !== 1}>
            {codOpen ? codForm : shownDetail && <Suspense fallback={null}><ProductDetails product={shownDetail} view={view} settings={settings.product_details} texts={texts} money={money} onAdd={(p) => setPick({ product: p, kind: 'fbt', confirm: (id) => run(null, () => source.add([{ id, quantity: 1 }])).then((ok) => ok && view.fbt && source.record({ type: 'upsell_added', campaign: view.fbt.campaign.campaign_key, kind: 'fbt' })) })} /></Suspense>}
          </section>
        </div>
        {checkoutAt === 'sticky' && items.length > 0 && !(codOpen && slide === 1) && footer}
        {busy > 0 && (
          <div className="cartlift-spinner" aria-hidden="true">
            <span />
          </div>
        )}
        {pick && (
          <Suspense fallback={null}>
            <VariantSheet request={pick} texts={texts} money={money} onClose={() => setPick(null)} />
          </Suspense>
        )}
        <div className="cartlift-sr" aria-live="polite" role="status">
          {announce}
        </div>
      </div>
    </div>
  );
}
