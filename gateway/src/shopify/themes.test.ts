import { framePage } from './storefrontPage';
import { isAppEmbedOn, themeEditorUrl } from './themes';

const block = (type: string, disabled: boolean) => ({ type, disabled, settings: {} });
const data = (blocks: Record<string, unknown>) => `/*\n * auto-generated\n */\n${JSON.stringify({ current: { blocks } })}`;
const CARTLIFT = 'shopify://apps/cartlift/blocks/app-embed/0f1e';

describe('isAppEmbedOn', () => {
  it("reads Cartlift's app embed block after Shopify's leading comment", () => {
    expect(isAppEmbedOn(data({ a: block(CARTLIFT, false) }))).toBe(true);
    expect(isAppEmbedOn(data({ a: block(CARTLIFT, true) }))).toBe(false);
  });
  it("ignores other apps' embeds, a missing block and unreadable files", () => {
    expect(isAppEmbedOn(data({ a: block('shopify://apps/other/blocks/app-embed/1', false) }))).toBe(false);
    expect(isAppEmbedOn(data({}))).toBe(false);
    expect(isAppEmbedOn('{"current": "Default"}')).toBe(false);
    expect(isAppEmbedOn('not json')).toBe(false);
  });
});

describe('framePage', () => {
  const page = `<html><head><title>x</title><meta http-equiv="refresh" content="0;url=/x"></head><body>
<a href="/cart">Cart</a><script>alert(1)</script><script src="https://gw/storefront/loader.js" data-cartlift-api="https://gw"></script></body></html>`;
  it('drops every script and refresh, adds a <base> first in <head>, and notes the loader', () => {
    const f = framePage(page, 'https://shop.example/');
    expect(f.html).not.toMatch(/<script|refresh/i);
    expect(f.html).toContain('<head><base href="https://shop.example/"><title>');
    expect(f.html).toContain('<a href="/cart">Cart</a>');
    expect(f.cartScriptFound).toBe(true);
    expect(framePage('<p>no head</p>', 'https://s/').html).toBe('<base href="https://s/"><p>no head</p>');
    expect(framePage('<p>no head</p>', 'https://s/').cartScriptFound).toBe(false);
  });
});

describe('themeEditorUrl', () => {
  it("deep-links Shopify's theme editor with the embed to activate, or the dev store's switch locally", () => {
    expect(themeEditorUrl('https://{shop}', 'key1', 'a.myshopify.com')).toBe(
      'https://a.myshopify.com/admin/themes/current/editor?context=apps&activateAppId=key1%2Fapp-embed',
    );
    expect(themeEditorUrl('http://127.0.0.1:4100', 'key1', 'a.myshopify.com')).toBe('http://127.0.0.1:4100/__dev');
  });
});
