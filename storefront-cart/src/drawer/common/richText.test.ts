import { XSS_VECTORS, unsafeParts } from '../../../../reliability/vectors/xss';
import { sanitize } from './richText';

describe('drawer rich text sanitiser', () => {
  it.each(XSS_VECTORS.map((v) => [v]))('leaves nothing executable of %s', (vector) => {
    const clean = sanitize(vector);
    expect(unsafeParts(clean, document)).toEqual([]);
    expect(sanitize(clean)).toBe(clean);
  });

  it('the old regular-expression filter let the issue’s three vectors through (the check can fail)', () => {
    const oldFilter = (html: string): string =>
      html
        .replace(/<\/?(script|style|iframe|object|embed|link|meta)[^>]*>/gi, '')
        .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(/javascript:/gi, '');
    for (const v of XSS_VECTORS.slice(0, 3)) expect(unsafeParts(oldFilter(v), document)).not.toEqual([]);
  });

  it('keeps merchant formatting, links, styles and placeholders', () => {
    expect(sanitize('Add <b>{{amount_left}}</b> for <span style="color: rgb(255, 0, 0);">free shipping</span>')).toBe(
      'Add <b>{{amount_left}}</b> for <span style="color: rgb(255, 0, 0);">free shipping</span>',
    );
    expect(sanitize('<a href="/pages/faq" target="_blank" onclick="x()">FAQ</a>')).toBe(
      '<a href="/pages/faq" target="_blank" rel="noopener noreferrer">FAQ</a>',
    );
    expect(sanitize('<ul><li><em>one</em></li></ul><br>')).toBe('<ul><li><em>one</em></li></ul><br>');
    expect(sanitize('Tom & Jerry')).toBe('Tom & Jerry');
  });

  it('drops code with its content and keeps the text of other unknown elements', () => {
    expect(sanitize('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    expect(sanitize('<form action="javascript:alert(1)"><button>Buy</button></form>')).toBe('Buy');
    expect(sanitize('<span style="background:url(javascript:alert(1)); color: red">x</span>')).toBe(
      '<span style="color: red;">x</span>',
    );
  });

  it('keeps the admin editor\'s size classes and uploaded images, nothing else of them', () => {
    const html =
      '<p><span class="cartlift-text--small">s</span><span class="cartlift-text--large">l</span><span class="cartlift-text--huge">h</span></p><p><img src="https://cdn.example/uploads/a.png" alt="Logo"></p>';
    expect(sanitize(html)).toBe(html);
    expect(sanitize('<span class="cartlift-text--huge evil">h</span><b class="x">b</b>')).toBe(
      '<span class="cartlift-text--huge">h</span><b>b</b>',
    );
    expect(sanitize('<img src="https://cdn.example/a.png" onload="x()" width="9999">')).toBe('<img src="https://cdn.example/a.png">');
    for (const src of ['x', '/uploads/a.png', '//evil.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA'])
      expect(sanitize(`<img src="${src}">ok`)).toBe('ok');
  });
});
