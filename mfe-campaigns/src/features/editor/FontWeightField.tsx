import { FONT_WEIGHT_MAX, FONT_WEIGHT_MIN } from '@cartlift/domain';
import { Select } from '@shopify/polaris';
import { useDraftValue, useFieldError, useSetField } from './DraftFields';

const WEIGHTS = Array.from({ length: (FONT_WEIGHT_MAX - FONT_WEIGHT_MIN) / 100 + 1 }, (_, i) => FONT_WEIGHT_MIN + i * 100);
const NAMES: Record<number, string> = { 100: 'Thin', 300: 'Light', 400: 'Regular', 500: 'Medium', 600: 'Semi-bold', 700: 'Bold', 900: 'Black' };

/** A font weight 100-900 (steps of 100, the schema's rule) bound to the draft as a number; empty keeps the cart's. */
export function DraftFontWeight({ path, label }: { path: string; label: string }) {
  const value = useDraftValue<number>(path);
  const error = useFieldError(path);
  const set = useSetField();
  return (
    <Select
      label={label}
      options={[{ value: '', label: 'Default' }, ...WEIGHTS.map((w) => ({ value: String(w), label: NAMES[w] ? `${w} (${NAMES[w]})` : String(w) }))]}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(v) => set(path, v === '' ? undefined : Number(v))}
      error={error}
    />
  );
}
