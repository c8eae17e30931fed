/** @jest-environment node */
import type { Cart, CartLine } from '../../shared/types';
import type { StoreProduct } from '../common/source';
import { GUESSED_KEY, guessAdded } from './guess';

const beanie: StoreProduct = {
  id: 7,
  title: 'Wool beanie',
  handle: 'wool-beanie',
  url: '/fr/products/wool-beanie',
  featured_image: '//cdn.example/beanie.jpg',
  product_type: 'Hats',
  options: ['Colour'],
  variants: [
    { id: 71, title: 'Grey', price: 2400, available: true, featured_image: { src: '//cdn.example/grey.jpg' } },
    { id: 72, title: 'Red', price: 2600, available: false },
  ],
};
const mug: StoreProduct = { id: 8, title: 'Mug', handle: 'mug', options: ['Title'], variants: [{ id: 81, title: 'Default Title', price: 1200, available: true }] };

const socksLine: CartLine = {
  key: '91:abc', id: 91, variant_id: 91, product_id: 9, title: 'Socks', product_title: 'Socks', variant_title: null, product_type: '',
  handle: 'socks', url: '/products/socks?variant=91', image: null, quantity: 2, price: 500, original_price: 500, final_price: 400,
  line_price: 800, original_line_price: 1000, final_line_price: 800, properties: {},
};
const cart: Cart = {
  token: 't', note: null, attributes: {}, item_count: 2, items: [socksLine], total_price: 800, original_total_price: 1000,
  total_discount: 200, items_subtotal_price: 800, currency: 'EUR',
};
const form = (fields: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
};

describe('guessAdded: the line a plain add will most likely give, before the store answers', () => {
  it("draws a new variant's line first at its price, titled and pictured as Shopify's cart.js would", () => {
    const next = guessAdded(cart, form([['id', '71'], ['quantity', '2'], ['product-id', '7'], ['properties[Note]', '']]), [mug, beanie]);
    expect(next?.items.map((l) => l.key)).toEqual([`71${GUESSED_KEY}`, '91:abc']);
    expect(next?.items[0]).toMatchObject({
      variant_id: 71, product_id: 7, title: 'Wool beanie - Grey', product_title: 'Wool beanie', variant_title: 'Grey', handle: 'wool-beanie',
      url: '/fr/products/wool-beanie?variant=71', image: '//cdn.example/grey.jpg', quantity: 2, final_price: 2400, final_line_price: 4800,
    });
    expect(next).toMatchObject({ item_count: 4, total_price: 5600, items_subtotal_price: 5600, original_total_price: 5800, total_discount: 200 });
    // A product with only its default variant: the product's title, no variant title; quantity 1 when the form has none.
    const mugAdded = guessAdded(cart, form([['id', '81']]), [mug]);
    expect(mugAdded?.items[0]).toMatchObject({ title: 'Mug', variant_title: null, quantity: 1, url: '/products/mug?variant=81', image: null });
  });

  it('adds the units to the plain line that holds the variant, at its unit prices', () => {
    const socks: StoreProduct = { id: 9, title: 'Socks', handle: 'socks', options: [], variants: [{ id: 91, title: 'Default Title', price: 500 }] };
    const next = guessAdded(cart, { items: [{ id: 91, quantity: 1 }] }, [socks]);
    expect(next?.items).toEqual([{ ...socksLine, quantity: 3, line_price: 1200, final_line_price: 1200, original_line_price: 1500 }]);
    expect(next).toMatchObject({ item_count: 3, total_price: 1200, total_discount: 300 });
    // A line with properties is a line of its own: the add goes on a new one.
    const engraved = { ...cart, items: [{ ...socksLine, properties: { Initials: 'AB' } }] };
    expect(guessAdded(engraved, { items: [{ id: 91, quantity: 1 }] }, [socks])?.items.map((l) => l.key)).toEqual([`91${GUESSED_KEY}`, '91:abc']);
  });

  it('guesses nothing the store alone can say, nor what it will refuse', () => {
    const none = (body: Parameters<typeof guessAdded>[1]) => guessAdded(cart, body, [beanie, mug]);
    expect(none(form([['id', '72']]))).toBeNull(); // sold out
    expect(none(form([['id', '99']]))).toBeNull(); // a product the drawer has not read
    expect(none(form([['id', '71'], ['properties[Engraving]', 'Hi']]))).toBeNull();
    expect(none(form([['id', '71'], ['selling_plan', '5']]))).toBeNull();
    expect(none(form([['items[0][id]', '71'], ['items[1][id]', '81']]))).toBeNull();
    expect(none(form([['id', '71'], ['quantity', '0']]))).toBeNull();
    expect(none(form([['id', '71'], ['quantity', '1.5']]))).toBeNull();
    expect(none(form([['quantity', '1']]))).toBeNull();
    expect(none({ items: [{ id: 71, quantity: 1 }, { id: 81, quantity: 1 }] })).toBeNull();
    expect(none({ items: [{ id: 71, quantity: 1, properties: { a: 'b' } }] })).toBeNull();
    expect(none({ items: [{ id: 71, quantity: 1, selling_plan: 3 }] })).toBeNull();
    expect(guessAdded(cart, form([['id', '71']]), [])).toBeNull();
  });
});
