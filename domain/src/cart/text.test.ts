import { CART_MESSAGE_PLACEHOLDERS, fillPlaceholders, isLongBadgeText, smallImageUrl } from './text';

describe('isLongBadgeText: visible text over 8 characters and more than one word', () => {
  it.each<[string | null | undefined, boolean]>([
    ['Free Shipping', true],
    ['10% Off', false], // short
    ['FreeShipping', false], // one word
    ['Free Gift', true], // 9 characters, two words
    ['Free Gif', false], // exactly 8
    ['<b>Free</b> <i>Shipping</i>', true],
    ['<span style="color:red">Shipping</span>', false],
    ['  Free   Gift  ', true],
    ['&nbsp;Gift&nbsp;', false],
    ['', false],
    [null, false],
  ])('%j → %s', (text, expected) => expect(isLongBadgeText(text)).toBe(expected));
});

describe('fillPlaceholders', () => {
  it('knows the spec’s placeholders', () => {
    expect(CART_MESSAGE_PLACEHOLDERS).toEqual(['product_title', 'product_price', 'original_price', 'goal', 'amount_left', 'reward']);
  });
  it.each<[string, Record<string, string | number | null | undefined>, string]>([
    ['Spend {{amount_left}} more to get {{reward}}', { amount_left: '$12.00', reward: 'Free Shipping' }, 'Spend $12.00 more to get Free Shipping'],
    ['Goal: {{ goal }}', { goal: '$40.00' }, 'Goal: $40.00'],
    ['{{product_title}} for {{product_price}} (was {{original_price}})', { product_title: 'Mug', product_price: '$8', original_price: '$10' }, 'Mug for $8 (was $10)'],
    ['Checkout / {subtotal}', { subtotal: '$50.00' }, 'Checkout / $50.00'],
    ['{{title}} saved {{amount}}', { title: 'BUNDLE', amount: 5 }, 'BUNDLE saved 5'],
    ['Keep {{unknown}} and {{goal}}', { goal: 3 }, 'Keep {{unknown}} and 3'],
    ['Missing {{reward}}', { reward: null }, 'Missing {{reward}}'],
    ['{{goal}}{{goal}}', { goal: 'x' }, 'xx'],
    ['Price with $& pattern {{goal}}', { goal: '$&1' }, 'Price with $& pattern $&1'],
    ['{ not a placeholder }', { 'not a placeholder': 'x' }, '{ not a placeholder }'],
  ])('%j', (template, values, expected) => expect(fillPlaceholders(template, values)).toBe(expected));
});

describe('smallImageUrl (Shopify CDN _small suffix)', () => {
  it.each<[string | null | undefined, string]>([
    ['https://cdn.shopify.com/s/files/1/0001/products/shirt.jpg?v=1700', 'https://cdn.shopify.com/s/files/1/0001/products/shirt_small.jpg?v=1700'],
    ['//cdn.shopify.com/s/files/1/products/mug.png', '//cdn.shopify.com/s/files/1/products/mug_small.png'],
    ['https://cdn.shopify.com/a/b/photo.final.webp#x', 'https://cdn.shopify.com/a/b/photo.final_small.webp#x'],
    ['https://cdn.shopify.com/a/shirt_grande.jpg?v=1', 'https://cdn.shopify.com/a/shirt_small.jpg?v=1'],
    ['https://cdn.shopify.com/a/shirt_100x100.JPEG', 'https://cdn.shopify.com/a/shirt_small.JPEG'],
    ['https://cdn.shopify.com/a/shirt_small.jpg', 'https://cdn.shopify.com/a/shirt_small.jpg'],
    ['https://cdn.shopify.com/a/shirt_300x@2x.jpg', 'https://cdn.shopify.com/a/shirt_small.jpg'],
    ['https://example.com/image', 'https://example.com/image'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (url, expected) => expect(smallImageUrl(url)).toBe(expected));
});
