import { noteAttribute, paidCents, priceCents, readOrderCreated } from './orders';

describe("orders/create's payload, read leniently", () => {
  it('reads an order as Shopify sends it: ids as digits, prices in cents, lines, attributes', () => {
    const order = readOrderCreated({
      id: 5678901234567,
      currency: 'EUR',
      total_price: '45.50',
      created_at: '2026-11-27T10:00:00+01:00',
      note_attributes: [{ name: '__cartlift', value: '{"v":1,"u":[]}' }, { name: 'gift_note', value: 'Happy birthday' }],
      line_items: [
        {
          variant_id: 4010,
          product_id: '401',
          quantity: 3,
          price: '15.00',
          total_discount: '1.00',
          discount_allocations: [{ amount: '2.50' }, { amount: 1 }],
          title: 'Classic tee',
        },
      ],
      customer: { email: 'ana@example.com' },
    });
    expect(order).toEqual({
      id: '5678901234567',
      currency: 'EUR',
      total_price: 4550,
      created_at: '2026-11-27T10:00:00+01:00',
      note_attributes: [
        { name: '__cartlift', value: '{"v":1,"u":[]}' },
        { name: 'gift_note', value: 'Happy birthday' },
      ],
      line_items: [{ variant_id: '4010', product_id: '401', quantity: 3, price: 1500, total_discount: 100, discount_allocations: 350 }],
    });
    expect(noteAttribute(order!, '__cartlift')?.value).toBe('{"v":1,"u":[]}');
    expect(noteAttribute(order!, '__cartlift_arm')).toBeUndefined();
    // Paid: 3 x 15.00 less the allocations (3.50), not the deprecated total_discount.
    expect(paidCents(order!.line_items[0]!, 3)).toBe(4150);
  });

  it('reads junk as absent or zero, never as an error (an error would have Shopify deliver it again and again)', () => {
    const order = readOrderCreated({
      id: '17',
      currency: 42,
      total_price: '-3',
      note_attributes: [null, 'x', { name: '__cartlift' }],
      line_items: [null, 'x', { variant_id: 'abc', quantity: -2, price: 'free', discount_allocations: 'none' }],
    });
    expect(order?.currency).toBe('USD');
    expect(order?.total_price).toBe(0);
    // An attribute present without a value is still present (the order is counted as a Cartlift checkout).
    expect(noteAttribute(order!, '__cartlift')).toEqual({ name: '__cartlift', value: undefined });
    expect(order?.line_items).toEqual([
      null,
      null,
      { variant_id: undefined, product_id: undefined, quantity: 0, price: 0, total_discount: 0, discount_allocations: 0 },
    ]);
    expect(readOrderCreated({ id: 1, note_attributes: 'x', line_items: {} })).toMatchObject({ note_attributes: [], line_items: [] });
  });

  it('refuses only an order without a usable id (nothing could be recorded for it)', () => {
    for (const payload of [null, 'x', [], {}, { id: 'abc' }, { id: -1 }, { id: 1.5 }]) expect(readOrderCreated(payload)).toBeUndefined();
  });

  it('counts a price in cents, a free line as 0 and never below 0', () => {
    expect([priceCents('12.345'), priceCents(0.1), priceCents('-1'), priceCents(undefined), priceCents('1e2')]).toEqual([1235, 10, 0, 0, 10000]);
    const line = { variant_id: '1', product_id: '1', quantity: 1, price: 500, total_discount: 800, discount_allocations: 0 };
    expect(paidCents(line, 1)).toBe(0);
  });
});
