import { render, screen } from '@testing-library/react';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { TextStyleFields, type TextStyleControlProps, type TextStyleForm, type TextStyleSizeProps } from './TextStyleFields';

/** Stand-ins for a form's bound controls: each shows what it was given, by its label. */
const Text = ({ path, label, helpText }: TextStyleControlProps) => <input aria-label={label} data-path={path} data-help={helpText ?? ''} />;
const Size = ({ path, label, helpText, min, max, step, suffix }: TextStyleSizeProps) => (
  <input aria-label={label} data-path={path} data-help={helpText ?? ''} min={min} max={max} step={step} data-suffix={suffix} />
);
const Colour = ({ path, label }: { path: string; label: string }) => <button type="button" aria-label={label} data-path={path} />;

const form = (naming: TextStyleForm['naming']): TextStyleForm => ({
  TextField: Text,
  SizeField: Size,
  WeightField: Text,
  ColourField: Colour,
  headingAs: naming === 'short' ? 'h4' : 'h3',
  naming,
  fontSize: { min: 0.5, max: 2, step: 0.1 },
});

const draw = (ui: JSX.Element) => render(<AppProvider i18n={en}>{ui}</AppProvider>);
const field = (label: string) => screen.getByLabelText(label);

describe('TextStyleFields', () => {
  it("'short' names the size and weight plainly under the text's heading", () => {
    draw(<TextStyleFields form={form('short')} path="product.title" label="Product title" text />);
    expect(screen.getByRole('heading', { level: 4, name: 'Product title' })).toBeTruthy();
    expect(field('Product title text').dataset.path).toBe('product.title.text');
    expect(field('Font size').dataset.path).toBe('product.title.font_size');
    expect(field('Font size').dataset.help).toBe('');
    expect(field('Font weight').dataset.path).toBe('product.title.font_weight');
    expect(field('Product title colour').dataset.path).toBe('product.title.color');
    expect(screen.queryByLabelText('Product title background')).toBeNull();
  });

  it("'named' starts every label with the text's name and states the size's range", () => {
    draw(<TextStyleFields form={form('named')} path="atu.title" label="Block title" text={{ helpText: '1-30 characters.' }} background />);
    expect(screen.getByRole('heading', { level: 3, name: 'Block title' })).toBeTruthy();
    expect(field('Block title').dataset.help).toBe('1-30 characters.');
    expect(field('Block title font size').dataset.help).toBe('0.5-2 em');
    expect(field('Block title font weight').dataset.path).toBe('atu.title.font_weight');
    expect(field('Block title colour').dataset.path).toBe('atu.title.color');
    expect(field('Block title background').dataset.path).toBe('atu.title.background');
  });

  it("leaves the wording out unless stored, and takes a text's own size bounds within the form's step", () => {
    draw(<TextStyleFields form={form('named')} path="goal.goal_text" label="Reward label" fontSize={{ min: 0.5, max: 1.2 }} />);
    expect(screen.queryByLabelText('Reward label')).toBeNull();
    const size = field('Reward label font size') as HTMLInputElement;
    expect([size.min, size.max, size.step, size.dataset.suffix, size.dataset.help]).toEqual(['0.5', '1.2', '0.1', 'em', '0.5-1.2 em']);
  });
});
