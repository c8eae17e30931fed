import { DEFAULT_MONEY_FORMAT, formatMoney, htmlToPlainText, MONEY_PLACEHOLDERS } from './format';

describe('formatMoney: Shopify money-format templates (cart-and-shop.md §9 Money)', () => {
  it('defaults to "${{amount}}"', () => {
    expect(DEFAULT_MONEY_FORMAT).toBe('${{amount}}');
    expect(formatMoney(145)).toBe('$1.45');
  });

  it.each<[number, string, string]>([
    // {{amount}}: 2 decimals, "," thousands, "." decimal
    [0, '${{amount}}', '$0.00'],
    [1, '${{amount}}', '$0.01'],
    [99, '${{amount}}', '$0.99'],
    [100, '${{amount}}', '$1.00'],
    [145, '${{amount}}', '$1.45'],
    [2000, '${{amount}}', '$20.00'],
    [99999, '${{amount}}', '$999.99'],
    [100000, '${{amount}}', '$1,000.00'],
    [123456789, '${{amount}}', '$1,234,567.89'],
    [100000000000, '${{amount}}', '$1,000,000,000.00'],
    // {{amount_no_decimals}}: major amount rounded half away from zero
    [145, '€{{amount_no_decimals}}', '€1'],
    [150, '€{{amount_no_decimals}}', '€2'],
    [149, '€{{amount_no_decimals}}', '€1'],
    [123456789, '{{amount_no_decimals}} kr', '1,234,568 kr'],
    [0, '{{amount_no_decimals}}', '0'],
    // {{amount_with_comma_separator}}: "." thousands, "," decimal
    [123456789, '{{amount_with_comma_separator}} €', '1.234.567,89 €'],
    [5, '{{amount_with_comma_separator}}', '0,05'],
    [100000, '{{amount_with_comma_separator}}', '1.000,00'],
    // {{amount_no_decimals_with_comma_separator}}
    [123456789, '{{amount_no_decimals_with_comma_separator}} ₫', '1.234.568 ₫'],
    [99949, '{{amount_no_decimals_with_comma_separator}}', '999'],
    [99950, '{{amount_no_decimals_with_comma_separator}}', '1.000'],
    // {{amount_with_apostrophe_separator}}: "'" thousands, "." decimal
    [123456789, 'CHF {{amount_with_apostrophe_separator}}', "CHF 1'234'567.89"],
    [99999, 'CHF {{amount_with_apostrophe_separator}}', 'CHF 999.99'],
    // Shopify's other placeholders
    [123456789, '{{amount_with_space_separator}} zł', '1 234 567,89 zł'],
    [123456789, '{{amount_no_decimals_with_space_separator}}', '1 234 568'],
    [123456789, '{{amount_with_period_and_space_separator}}', '1 234 567.89'],
    // whitespace inside the braces, as Shopify's regex allows
    [2550, '${{ amount }}', '$25.50'],
    [2550, 'Rs. {{  amount_no_decimals  }}', 'Rs. 26'],
  ])('%d cents with %s → %s', (cents, format, expected) => {
    expect(formatMoney(cents, format)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [-145, '${{amount}}', '$-1.45'],
    [-123456789, '${{amount}}', '$-1,234,567.89'],
    [-150, '{{amount_no_decimals}}', '-2'],
    [-149, '{{amount_no_decimals}}', '-1'],
    [-40, '{{amount_no_decimals}}', '0'],
    [-0.4, '${{amount}}', '$0.00'],
  ])('negative %d with %s → %s (sign before the digits, as the theme filter; no "-0")', (cents, format, expected) => {
    expect(formatMoney(cents, format)).toBe(expected);
  });

  it.each<[number, string]>([
    [1234.5, '$12.35'],
    [1234.4999, '$12.34'],
    [-1234.5, '$-12.35'],
    [0.5, '$0.01'],
  ])('fractional cents %d round half away from zero → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])('%d formats as zero', (cents) => {
    expect(formatMoney(cents)).toBe('$0.00');
  });

  it.each<[string, string]>([
    ['<span class=money>${{amount}}</span>', '$1,234.56'],
    ['<span class="money">{{amount_with_comma_separator}}&nbsp;&euro;</span>', '1.234,56\u00a0€'],
    ['&#36;{{amount}} USD', '$1,234.56 USD'],
    ['&#x24;{{amount}}', '$1,234.56'],
    ['<b>£</b>{{amount}} &amp; more', '£1,234.56 & more'],
  ])('strips HTML and decodes entities in %s', (format, expected) => {
    expect(formatMoney(123456, format)).toBe(expected);
  });

  it.each<[string, string]>([
    ['', '$1,234.56'],
    ['no placeholder', '$1,234.56'],
    ['€{{price}}', '€1,234.56'],
  ])('format %j falls back to the {{amount}} style', (format, expected) => {
    expect(formatMoney(123456, format)).toBe(expected);
  });

  it('replaces only the first placeholder, as Shopify does', () => {
    expect(formatMoney(100, '{{amount}} / {{amount}}')).toBe('1.00 / {{amount}}');
  });

  it('never reads "$" sequences in the amount as replacement patterns', () => {
    expect(formatMoney(100, "$$'{{amount}}$&")).toBe("$$'1.00$&");
  });

  it('lists every supported placeholder', () => {
    expect(MONEY_PLACEHOLDERS).toEqual(
      expect.arrayContaining([
        'amount',
        'amount_no_decimals',
        'amount_with_comma_separator',
        'amount_no_decimals_with_comma_separator',
        'amount_with_apostrophe_separator',
      ]),
    );
  });
});

describe('htmlToPlainText', () => {
  it.each<[string, string]>([
    ['<p>Hi <strong>there</strong></p>', 'Hi there'],
    ['a &lt;b&gt; &quot;c&quot; &apos;d&apos;', 'a <b> "c" \'d\''],
    ['&unknown; &#0; &#xZZ;', '&unknown; &#0; &#xZZ;'],
    ['&yen;&pound;&cent;', '¥£¢'],
    ['plain', 'plain'],
  ])('%j → %j', (html, text) => expect(htmlToPlainText(html)).toBe(text));
});
