import { fireEvent, render } from '@testing-library/react';
import { axisTop, LineSvg, niceCeiling } from './LineSvg';

const POINTS = [
  { key: 'Jun 13', value: 0 },
  { key: 'Jun 14', value: 1250 },
  { key: 'Jun 15', value: 7 },
];
const format = (v: number) => `$${v}`;

describe('niceCeiling', () => {
  it('rounds the top of the value axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.3, 1, 7, 12, 1250, 2000, 2001].map(niceCeiling)).toEqual([1, 0.5, 1, 10, 20, 2000, 2000, 5000]);
  });
});

describe('axisTop', () => {
  it('keeps whole-number series on whole gridlines, and leaves fractional ones at the round ceiling', () => {
    expect([[0, 1], [5], [7], [1250]].map(axisTop)).toEqual([2, 6, 10, 2000]);
    expect(axisTop([0.25, 0.4])).toBe(0.5);
    expect(axisTop([33.33, 100])).toBe(100);
  });
});

describe('LineSvg', () => {
  it('draws a dot per point on one line, round gridlines in the card format and the first, middle and last day', () => {
    const { container } = render(<LineSvg points={POINTS} format={format} height={200} />);
    expect(container.querySelectorAll('svg circle')).toHaveLength(3);
    expect(container.querySelector('svg path')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){2}$/);
    expect(Array.from(container.querySelectorAll('svg text'), (t) => t.textContent)).toEqual(['$0', '$1000', '$2000', 'Jun 13', 'Jun 14', 'Jun 15']);
    // The highest point sits below the top gridline (1250 of 2000), the zero on the bottom one.
    const ys = Array.from(container.querySelectorAll('svg circle'), (c) => Number(c.getAttribute('cy')));
    expect(ys[0]).toBeGreaterThan(ys[2]);
    expect(ys[2]).toBeGreaterThan(ys[1]);
  });

  it('shows the point nearest the pointer with its value, and nothing once the pointer leaves', () => {
    const { container } = render(<LineSvg points={POINTS} format={format} height={200} />);
    const svg = container.querySelector('svg')!;
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.mouseMove(svg, { clientX: 399, clientY: 50 });
    expect(container.textContent).toContain('Jun 15 $7');
    fireEvent.mouseLeave(svg);
    expect(container.textContent).not.toContain('Jun 15 $7');
  });
});
