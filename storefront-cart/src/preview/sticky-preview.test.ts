import { previewZoom, renderStickyPreview, STICKY_PREVIEW_WIDTHS } from './sticky-preview';

describe('sticky preview: each bar laid out at its device width and zoomed out to the frame', () => {
  it('zooms out only when the frame is narrower than the device, never enlarges', () => {
    expect(previewZoom(422, STICKY_PREVIEW_WIDTHS.desktop)).toBe(0.562);
    expect(previewZoom(422, STICKY_PREVIEW_WIDTHS.mobile)).toBe(1);
    expect(previewZoom(259, STICKY_PREVIEW_WIDTHS.mobile)).toBe(0.69);
    expect(previewZoom(0, STICKY_PREVIEW_WIDTHS.desktop)).toBe(1);
  });

  it('draws desktop at 750 px and mobile at 375 px, zoomed to a 290 px frame (jsdom has no layout: the width is given)', () => {
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(290);
    try {
      const box = renderStickyPreview(document, { isActive: true, btn_text: 'Add to cart' });
      const devices = Array.from(box.querySelectorAll<HTMLElement>('.cartlift-sticky-preview__device'));
      expect(devices.map((d) => [d.style.width, d.style.getPropertyValue('--cartlift-preview-zoom')])).toEqual([
        ['750px', String(previewZoom(258, 750))],
        ['375px', String(previewZoom(258, 375))],
        ['375px', String(previewZoom(258, 375))],
      ]);
      // Each device box holds its own bar: desktop, mobile collapsed, mobile expanded.
      expect(devices.map((d) => d.firstElementChild?.className.match(/cartlift-sticky--(desktop|mobile)/)?.[1])).toEqual(['desktop', 'mobile', 'mobile']);
      // A narrower frame (the admin column shrinks) re-fits on resize.
      width.mockReturnValue(200);
      window.dispatchEvent(new Event('resize'));
      expect(devices[0].style.getPropertyValue('--cartlift-preview-zoom')).toBe(String(previewZoom(168, 750)));
    } finally {
      width.mockRestore();
    }
  });
});
