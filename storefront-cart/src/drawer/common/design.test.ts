import { designVars } from './design';

const c = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });

describe('designVars', () => {
  it('turns every drawn design field into a CSS variable', () => {
    const vars = designVars({
      product: {
        image_size: 96,
        bin_color: c(1, 2, 3),
        title: { font_size: 1.2, font_weight: 700, color: c(4, 5, 6) },
        price: { font_size: 0.9, font_weight: 300, color: c(7, 8, 9) },
        sold_out: { color: c(255, 255, 255), background: c(200, 0, 0) },
        variants: { isActive: true, color: c(10, 11, 12) },
      },
      modules: {
        checkout_button: {
          background: c(0, 128, 96),
          hoverBackground: c(0, 100, 80),
          button_text: { text: 'Go', color: c(255, 255, 255) },
          font_size: 1.1,
          font_weight: 800,
          continue_shopping_button: { text: 'Back', color: c(20, 21, 22) },
        },
      },
    });
    expect(vars).toMatchObject({
      '--cartlift-image-size': '96px',
      '--cartlift-bin': 'rgba(1, 2, 3, 1)',
      '--cartlift-title-size': '1.2em',
      '--cartlift-title-weight': '700',
      '--cartlift-title-color': 'rgba(4, 5, 6, 1)',
      '--cartlift-price-color': 'rgba(7, 8, 9, 1)',
      '--cartlift-sold-out-bg': 'rgba(200, 0, 0, 1)',
      '--cartlift-variant-color': 'rgba(10, 11, 12, 1)',
      '--cartlift-checkout-hover': 'rgba(0, 100, 80, 1)',
      '--cartlift-checkout-size': '1.1em',
      '--cartlift-checkout-weight': '800',
      '--cartlift-continue-color': 'rgba(20, 21, 22, 1)',
    });
  });

  it('leaves absent fields to the stylesheet defaults', () => {
    expect(Object.values(designVars({})).every((v) => v === undefined)).toBe(true);
  });
});
