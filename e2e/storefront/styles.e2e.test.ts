import { upgradeCampaign } from '@cartlift/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { seriousAxeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { campaignJourneys } from './support/journeys';
import { closeAll, serveDir } from './support/stack';

// The look each campaign type stores is drawn the same in the admin preview and on the storefront (screenshots in
// e2e/artifacts), and the open drawer passes axe-core's WCAG 2 A/AA rules (no serious or critical finding) with each
// campaign type and with the variant sheet.
const j = campaignJourneys();

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const BUNDLES = {
  type: 'bundles',
  bundles: {
    style: 'horizontal',
    text: 'Stock up and save',
    prefix: 'Take',
    font_size: 1.1,
    background: rgba(255, 248, 225),
    color: rgba(33, 33, 33),
    activeBackground: rgba(200, 235, 220),
    activeColor: rgba(0, 90, 60),
    labelColor: rgba(90, 0, 90),
    tiers: [
      { id: 1, type: 'percentage', quantity: 2, reward: 10 },
      { id: 2, type: 'percentage', quantity: 3, reward: 15 },
    ],
  },
};
const oneCheck = (variantId: number, productId: number) => ({
  type: 'multi_one_check_upsell',
  multi_one_check_upsell: {
    variant: 'circle',
    align: 'center',
    border: true,
    border_color: rgba(180, 0, 0),
    highlight: rgba(255, 240, 240),
    switch_on: rgba(0, 110, 0),
    switch_off: rgba(160, 160, 160),
    products: [{ text: 'Protect my order for {{product_price}}', product_type: 'existing', product: { id: productId, variant_id: variantId, title: 'Shipping Protection', price: '2.99' } }],
  },
});
const ATU = {
  type: 'add_to_unlock',
  add_to_unlock: {
    isActive: true,
    multi_goal_type: 'amount',
    goals: [{ goal: 500, reward_type: 'free_shipping', free_shipping: { before: 'Free shipping at {{goal}}' } }],
    show_suggestions: true,
    recommendation_type: 'custom_recommendation',
    products_length: 1,
    fbt_position: 'under_products',
    title: { text: 'Pairs well with', font_size: 1.2, font_weight: 800, color: rgba(120, 20, 20) },
    product_price: { font_size: 0.9, color: rgba(0, 60, 120) },
    upsell_add_button: { text: 'Add it', color: rgba(255, 255, 255), background: rgba(30, 60, 90) },
    products: [{ id: 1, title: 'Classic Tee', handle: 'classic-tee' }],
  },
};

/** Computed colours of what each look setting paints, read the same way in both places. */
const looks = (root: Page | Frame) =>
  root.evaluate(() => {
    const cs = (sel: string) => {
      const el = document.querySelector(`#cartlift-root ${sel}`);
      return el ? getComputedStyle(el) : null;
    };
    return {
      tiers: cs('.cartlift-bundles__tiers')?.flexDirection,
      activeTier: cs('.cartlift-bundles__tier--active')?.backgroundColor,
      label: cs('.cartlift-bundles__tier:not(.cartlift-bundles__tier--active) .cartlift-bundles__label')?.color,
      offer: cs('.cartlift-bundles__offer')?.backgroundColor,
      oneCheck: cs('.cartlift-one-check__item')?.borderTopColor,
      oneCheckAlign: cs('.cartlift-one-check__item')?.justifyContent,
      oneCheckShape: cs('.cartlift-one-check__input')?.borderTopLeftRadius,
      fbtTitle: cs('.cartlift-fbt__title') && [cs('.cartlift-fbt__title')!.color, cs('.cartlift-fbt__title')!.fontWeight],
      fbtAdd: cs('.cartlift-fbt__add')?.backgroundColor,
    };
  });

const EXPECTED = {
  tiers: 'row',
  activeTier: 'rgb(200, 235, 220)',
  label: 'rgb(90, 0, 90)',
  offer: 'rgb(255, 248, 225)',
  oneCheck: 'rgb(180, 0, 0)',
  oneCheckAlign: 'center',
  oneCheckShape: '50%',
  fbtTitle: ['rgb(120, 20, 20)', '800'],
  fbtAdd: 'rgb(30, 60, 90)',
};

describe('campaign looks and accessibility', () => {
  it('the storefront draws every look setting; the drawer passes axe with each campaign type and the variant sheet', async () => {
    const protect = await j.stack().variant('shipping-protection');
    await j.stack().addCampaign({ name: 'Bundles', settings: BUNDLES });
    await j.stack().addCampaign({ name: 'Protection', settings: oneCheck(protect.variantId, protect.productId) });
    await j.stack().addCampaign({ name: 'Unlock', settings: ATU });
    await j.page().goto(`${j.stack().storeUrl}/products/wool-beanie`, { waitUntil: 'load' });
    await j.page().waitForFunction(() => 'Cartlift' in window);
    await j.page().$eval('input[name="quantity"]', (el) => ((el as HTMLInputElement).value = '2'));
    await j.page().click('form[action*="/cart/add"] [type="submit"]');
    await j.page().waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-bundles__tier--active', { visible: true });
    await j.page().waitForSelector('#cartlift-root .cartlift-fbt__add', { visible: true });
    await j.page().waitForSelector('#cartlift-root .cartlift-one-check__item', { visible: true });
    await j.page().waitForFunction(() => !document.querySelector('#cartlift-root .cartlift-spinner'));
    expect(await looks(j.page())).toEqual(EXPECTED);
    expect(await seriousAxeViolations(j.page(), '#cartlift-root')).toEqual([]);
    await screenshot(j.page(), 'storefront-campaign-looks');
    // The variant sheet over the drawer.
    await j.page().locator('#cartlift-root .cartlift-fbt__add').click();
    await j.page().waitForSelector('#cartlift-root .cartlift-sheet__panel', { visible: true });
    expect(await seriousAxeViolations(j.page(), '#cartlift-root')).toEqual([]);
    await screenshot(j.page(), 'storefront-variant-sheet-axe');
  });

  it('the admin preview draws the same looks, starting from the campaign’s own product', async () => {
    // Framed from an admin page on its own local origin, as the admin does (the gateway's frame-ancestors policy).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-admin-'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><title>Admin</title><iframe id="preview" title="Cart preview" src="${j.stack().gatewayUrl}/storefront/preview.html" style="width:480px;height:860px;border:0"></iframe></html>`);
    const admin = await serveDir(dir);
    // axe-core is injected as a script tag, which the preview page's CSP (script-src 'self') would refuse.
    await j.page().setBypassCSP(true);
    await j.page().goto(`${admin.url}/index.html`, { waitUntil: 'load' });
    const frame = (await (await j.page().waitForSelector('#preview'))!.contentFrame())!;
    await frame.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line');
    // As the admin posts it: the draft upgraded like the public lookup's campaigns (mfe-campaigns previewMessage).
    const post = (campaign: object, products: unknown[] = []) =>
      j.page().evaluate(
        (m) => (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'),
        { type: 'CARTLIFT_PREVIEW', path: '/campaigns', settings: {}, campaign: upgradeCampaign(campaign), products } as never,
      );
    const own = { id: 5, title: 'Wool Beanie', handle: 'wool-beanie', images: [], featured_image: null, options: ['Title'], variants: [{ id: 51, title: 'Default Title', price: 2200, available: true }] };
    await post({ id: 'draft', campaign_key: 'draft', settings: BUNDLES }, [own]);
    await frame.waitForFunction(() => document.querySelector('#cartlift-root .cartlift-line__title')?.textContent === 'Wool Beanie');
    await frame.$eval('#cartlift-root .cartlift-qty__btn[aria-label="Increase quantity"]', (el) => (el as HTMLElement).click());
    await frame.waitForSelector('#cartlift-root .cartlift-bundles__tier--active');
    const bundles = await looks(frame);
    expect([bundles.tiers, bundles.activeTier, bundles.label, bundles.offer]).toEqual([EXPECTED.tiers, EXPECTED.activeTier, EXPECTED.label, EXPECTED.offer]);
    expect(await seriousAxeViolations(j.page(), '#preview')).toEqual([]);
    expect(await seriousAxeViolations(frame, '#cartlift-root')).toEqual([]);
    await screenshot(j.page(), 'preview-bundles-look');
    await post({ id: 'draft', campaign_key: 'draft', settings: oneCheck(9901, 990) }, [own]);
    await frame.waitForSelector('#cartlift-root .cartlift-one-check__item');
    const check = await looks(frame);
    expect([check.oneCheck, check.oneCheckAlign, check.oneCheckShape]).toEqual([EXPECTED.oneCheck, EXPECTED.oneCheckAlign, EXPECTED.oneCheckShape]);
    expect(await seriousAxeViolations(frame, '#cartlift-root')).toEqual([]);
    await screenshot(j.page(), 'preview-one-check-look');
    await closeAll(admin.server);
  });
});
