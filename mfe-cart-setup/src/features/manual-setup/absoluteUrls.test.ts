import { withAbsoluteUrls } from './absoluteUrls';

const STORE = 'http://127.0.0.1:4100/';

describe('withAbsoluteUrls (the Manual Setup frame without <base>)', () => {
  it('resolves images, srcsets, stylesheets, links and CSS urls against the store page, and drops <base>', () => {
    const html = `<html><head><base href="${STORE}"><link rel="stylesheet" href="/cdn/theme.css">
      <style>.hero{background:url('/cdn/hero.jpg')}</style></head><body>
      <img src="/cdn/shop/files/mug.png" srcset="/cdn/mug_400x.png 400w, //cdn.example.com/mug_800x.png 800w">
      <a href="/products/mug" style="background-image:url(cdn/dot.svg)">Mug</a><a href="#top">Top</a>
      <img src="data:image/gif;base64,R0lGOD"></body></html>`;
    const doc = new DOMParser().parseFromString(withAbsoluteUrls(html, 'http://other.example/'), 'text/html');
    expect(doc.querySelector('base')).toBeNull();
    const img = doc.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${STORE}cdn/shop/files/mug.png`);
    expect(img.getAttribute('srcset')).toBe(`${STORE}cdn/mug_400x.png 400w, http://cdn.example.com/mug_800x.png 800w`);
    expect(doc.querySelector('link')!.getAttribute('href')).toBe(`${STORE}cdn/theme.css`);
    expect(doc.querySelector('style')!.textContent).toBe(`.hero{background:url('${STORE}cdn/hero.jpg')}`);
    const [mug, top] = Array.from(doc.querySelectorAll('a'));
    expect(mug.getAttribute('href')).toBe(`${STORE}products/mug`);
    expect(mug.getAttribute('style')).toBe(`background-image:url(${STORE}cdn/dot.svg)`);
    expect(top.getAttribute('href')).toBe('#top');
    expect(doc.querySelectorAll('img')[1].getAttribute('src')).toBe('data:image/gif;base64,R0lGOD');
  });

  it('uses the page address when the page has no <base>', () => {
    const out = withAbsoluteUrls('<p><img src="a.png"></p>', 'https://shop.example/collections/all');
    expect(out).toContain('src="https://shop.example/collections/a.png"');
  });
});
