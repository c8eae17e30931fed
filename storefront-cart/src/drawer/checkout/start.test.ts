import { startCheckout, viewOf } from './start';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import type { Lookup } from '../../shared/gateway';

const lookup = (campaigns: Lookup['campaigns']): Lookup => ({ settings: {}, campaigns, compareAtMap: {} }) as Lookup;

describe('startCheckout (the drawer button and the sticky bar)', () => {
  it('records the start, sends the lines, the campaigns the view names, the note and the applicable codes', async () => {
    const cart = { ...cartOf([line(11, 2, 2500)]), note: 'Gift wrap', discount_codes: [{ code: 'A', applicable: true }, { code: 'B', applicable: false }] };
    const source = memorySource(cart);
    const tiers = { id: '1', campaign_key: 'tiers', settings: { type: 'bundles' as const } };
    const view = viewOf(lookup([tiers]), null);
    expect(view).toEqual({ keys: ['tiers'], schema: { bundles: ['tiers'] } });
    await startCheckout(source, cart, view);
    expect(source.record).toHaveBeenCalledWith({ type: 'checkout_started', campaigns: view.keys });
    expect(source.update).not.toHaveBeenCalled();
    expect(source.checkout).toHaveBeenCalledWith({
      items: [{ variant_id: 11, product_id: 1, quantity: 2, sp: undefined }],
      fbt: [],
      added: [],
      cart_currency: 'USD',
      schema: view.schema,
      note: 'Gift wrap',
      discountCode: 'A',
    });
  });

  it('saves an edited note first, and a refusal reaches the caller', async () => {
    const cart = cartOf([line(11, 1, 2500)]);
    const source = memorySource(cart);
    source.checkout.mockRejectedValueOnce(new Error('refused'));
    await expect(startCheckout(source, cart, viewOf(null, null), 'Leave at door')).rejects.toThrow('refused');
    expect(source.update).toHaveBeenCalledWith({ note: 'Leave at door' });
    expect(source.checkout).toHaveBeenCalledWith(expect.objectContaining({ note: 'Leave at door', discountCode: undefined }));
  });
});
