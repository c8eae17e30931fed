import { Suspense, useEffect } from 'react';
import type { StoreProduct } from './common/source';
import { drawerLanguage, isRtlLanguage, localize, textsFor } from './common/i18n';
import { designVars } from './common/design';
import { useCart } from './useCart';
import { useFocusTrap } from './focus';
import { Header } from './Header';
import { Lines } from './lines/Lines';
import { EmptyCart } from './lines/EmptyCart';
import { Footer, footerPosition, orderOf } from './checkout/Footer';
import { CodSlot, codMode } from './checkout/Cod';
import type { CampaignView } from './campaigns/campaigns';
import { useCampaignView, type CampaignViewProps } from './campaigns/useCampaignView';
import { Goals } from './campaigns/Goals';
import { GiftWidgets } from './campaigns/GiftWidget';
import { Upsells } from './campaigns/Upsells';
import { ProductDetails, VariantSheet } from './sheets/lazySheets';
import { useSheets } from './sheets/useSheets';
import { Announcement } from './extras/Announcement';
import { ScarcityTimer } from './extras/ScarcityTimer';
import { TrustBadges } from './extras/TrustBadges';

export interface AppProps extends CampaignViewProps {
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
  now?: () => number;
  onCartOpened?(view: CampaignView): void;
}

/**
 * The drawer: two slides (cart, product details or the COD form), campaigns, modules and the bottom-sheet pickers.
 * Its state is in one hook per concern: the cart and its writes (useCart), the campaign view and money format
 * (useCampaignView), what shows over the cart: slide 1 with a product or the COD form, the variant picker (useSheets);
 * the checkout block keeps its own (Footer, checkout/useCheckout).
 */
export function App(props: AppProps) {
  const { source, lookup, open } = props;
  const settings = lookup?.settings ?? {};
  const language = drawerLanguage(settings, props.locale);
  const texts = textsFor(language);
  const t = localize(texts);
  const c = useCart(source, open, texts);
  const { cart, items } = c;
  const sheets = useSheets(open, props.initialSlide, props.initialCodOpen);
  const [view, money] = useCampaignView(props, cart);
  const panel = useFocusTrap(open);

  // Keyed on open only: view is read at the moment of opening, so view_cart is sent once per open.
  useEffect(() => {
    if (open) props.onCartOpened?.(view);
  }, [open]);

  const has = items.length > 0;
  const shownDetail = sheets.detail ?? props.previewDetail ?? null;
  const shared = { view, source, texts, money };
  const upsells = (position: string) => <Upsells {...shared} position={position} run={c.run} onPick={sheets.setPick} onDetails={sheets.details} />;

  // Compare-at prices count toward the savings unless Cart Setup switched that off.
  const compareAt = settings.count_compare_at === false ? undefined : lookup?.compareAtMap;
  const cod = codMode(lookup?.cod_settings);
  const codForm = cart && lookup?.cod_settings && (cod.inCart || sheets.codOpen) && (
    <CodSlot cod={lookup.cod_settings} cart={cart} source={source} order={orderOf(cart, view)} language={language} onAnnounce={c.setAnnounce} />
  );

  // cart-and-shop.md §2 checkout position: sticky pins the block under the scrolling slide; lower and higher scroll
  // with the lines.
  const checkoutAt = footerPosition(settings);
  const footer = cart && (
    <Footer
      {...shared}
      cod={lookup?.cod_settings}
      onCod={sheets.cod}
      cart={cart}
      settings={settings}
      above={
        <>
          <ScarcityTimer settings={settings.scary} placement="bottom" texts={texts} running={open} />
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
      onAnnounce={c.setAnnounce}
    />
  );
  const title = t(settings.header?.title, 'title');

  return (
    <div
      className={`cartlift-drawer${open ? ' cartlift-drawer--open' : ''}${settings.curved !== false ? ' cartlift-curved' : ''}`}
      dir={settings.rtl || isRtlLanguage(language) ? 'rtl' : 'ltr'}
      style={designVars(settings)}
      onKeyDown={(e) => e.key === 'Escape' && props.onClose()}
    >
      <div className="cartlift-overlay" onClick={props.onClose} />
      <div className="cartlift-panel" role="dialog" aria-modal="true" aria-label={title} ref={panel} aria-hidden={!open}>
        <Header title={title} texts={texts} onBack={sheets.slide === 1 ? sheets.back : undefined} onClose={props.onClose} />
        <div className={`cartlift-slides cartlift-slides--${sheets.slide}`}>
          <section className={`cartlift-slide${checkoutAt === 'sticky' ? '' : ' cartlift-slide--with-footer'}`} aria-hidden={sheets.slide !== 0}>
            {props.notice && <div className="cartlift-notice" role="alert">{props.notice}</div>}
            {has && <ScarcityTimer settings={settings.scary} placement="top" texts={texts} running={open} />}
            <Announcement settings={settings.announcement} position="above_products" texts={texts} />
            {has && <Goals view={view} label={texts.rewardsProgress} />}
            {has && <GiftWidgets {...shared} run={c.run} />}
            {has || c.gone.length ? <Lines {...shared} cart={c} settings={settings} compareAt={compareAt} /> : <EmptyCart settings={settings} texts={texts} onClose={props.onClose} />}
            <Announcement settings={settings.announcement} position="below_products" texts={texts} />
            {has && upsells('under_products')}
            {has && cod.inCart && codForm}
            {checkoutAt !== 'sticky' && has && footer}
          </section>
          <section className="cartlift-slide" aria-hidden={sheets.slide !== 1}>
            {sheets.codOpen
              ? codForm
              : shownDetail && (
                  <Suspense fallback={null}>
                    <ProductDetails {...shared} product={shownDetail} settings={settings.product_details} run={c.run} onPick={sheets.setPick} />
                  </Suspense>
                )}
          </section>
        </div>
        {checkoutAt === 'sticky' && has && !(sheets.codOpen && sheets.slide === 1) && footer}
        {c.busy > 0 && <div className="cartlift-spinner" aria-hidden="true"><span /></div>}
        {sheets.pick && (
          <Suspense fallback={null}>
            <VariantSheet request={sheets.pick} texts={texts} money={money} onClose={() => sheets.setPick(null)} />
          </Suspense>
        )}
        <div className="cartlift-sr" aria-live="polite" role="status">{c.announce}</div>
      </div>
    </div>
  );
}
