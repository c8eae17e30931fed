import { parseFrameMessage } from './frameMessages';
import { framedDocument, frameScript } from './frameScript';

describe('Manual Setup frame messages', () => {
  it('accepts the cart-and-shop.md §7 messages in their shapes only', () => {
    expect(parseFrameMessage({ type: 'SELECT_CART_LINK', selector: '#a' })).toEqual({ type: 'SELECT_CART_LINK', selector: '#a' });
    const atc = { button: '#b', id: { type: 'select', name: 'id', selector: '#v' } };
    expect(parseFrameMessage({ type: 'SELECT_ATC', button: atc })).toEqual({ type: 'SELECT_ATC', button: atc });
    expect(parseFrameMessage({ type: 'MANUAL_SETUP_READY' })).toEqual({ type: 'MANUAL_SETUP_READY' });
    expect(parseFrameMessage({ type: 'SELECT_CART_LINK', selector: '' })).toBeNull();
    expect(parseFrameMessage({ type: 'SELECT_CART_LINK', selector: 'x'.repeat(501) })).toBeNull();
    expect(parseFrameMessage({ type: 'SELECT_ATC', button: { button: '#b' } })).toBeNull();
    expect(parseFrameMessage({ type: 'VALUE_CHANGED' })).toBeNull();
    expect(parseFrameMessage('SELECT_CART_LINK')).toBeNull();
  });

  it("adds the selection script at the end of the page, posting only to the admin's origin", () => {
    const doc = framedDocument('<html><body><p>x</p></body></html>', 'http://admin.test');
    expect(doc).toMatch(/<p>x<\/p><script>[\s\S]*<\/script><\/body><\/html>$/);
    expect(frameScript('http://admin.test')).toContain('var PARENT = "http://admin.test";');
    expect(framedDocument('<p>no body</p>', 'http://a')).toMatch(/^<p>no body<\/p><script>/);
  });
});
