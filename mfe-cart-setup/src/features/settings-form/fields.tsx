import { ColourField, type TextStyleControlProps, type TextStyleForm } from '@cartlift/admin-kit';
import { Checkbox, RangeSlider, Select, TextField, type SelectOption } from '@shopify/polaris';
import { TEXT_STYLE_FONT_SIZE, TEXT_STYLE_FONT_WEIGHT, type Rgba } from '@cartlift/domain';
import { useSettingsField } from './SettingsForm';

interface Common {
  path: string;
  label: string;
  helpText?: string;
  disabled?: boolean;
}

/** A text field bound to the form, showing the cart-and-shop.md §5 message at its path. */
export function SettingsTextField({
  path,
  label,
  helpText,
  disabled,
  multiline,
  maxLength,
  monospaced,
}: Common & { multiline?: number | boolean; maxLength?: number; monospaced?: boolean }) {
  const { value, error, set } = useSettingsField<string>(path);
  return (
    <TextField
      label={label}
      autoComplete="off"
      value={typeof value === 'string' ? value : ''}
      onChange={set}
      error={error}
      helpText={helpText}
      disabled={disabled}
      multiline={multiline}
      maxLength={maxLength}
      showCharacterCount={maxLength !== undefined}
      monospaced={monospaced}
    />
  );
}

/** A number field; an emptied field holds '' so validation names it instead of silently keeping the old number. */
export function SettingsNumberField({
  path,
  label,
  helpText,
  disabled,
  min,
  max,
  step,
  suffix,
}: Common & { min?: number; max?: number; step?: number; suffix?: string }) {
  const { value, error, set } = useSettingsField<number | ''>(path);
  return (
    <TextField
      type="number"
      label={label}
      autoComplete="off"
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(v) => set(v.trim() === '' || Number.isNaN(Number(v)) ? '' : Number(v))}
      error={error}
      helpText={helpText}
      disabled={disabled}
      min={min}
      max={max}
      step={step}
      suffix={suffix}
    />
  );
}

/** A slider for a bounded number (font size, image size), with the value shown. */
export function SettingsRangeField({ path, label, helpText, min, max, step, suffix }: Common & { min: number; max: number; step?: number; suffix: string }) {
  const { value, error, set } = useSettingsField<number>(path);
  const n = typeof value === 'number' ? value : min;
  return (
    <RangeSlider
      label={label}
      value={n}
      min={min}
      max={max}
      step={step}
      output
      suffix={`${n}${suffix}`}
      onChange={(v) => set(typeof v === 'number' ? v : v[0])}
      helpText={helpText}
      error={error}
    />
  );
}

/** A switch bound to the form. */
export function SettingsCheckbox({ path, label, helpText, disabled }: Common) {
  const { value, error, set } = useSettingsField<boolean>(path);
  return <Checkbox label={label} checked={value === true} onChange={set} helpText={helpText} error={error} disabled={disabled} />;
}

/** A select bound to the form. */
export function SettingsSelect({ path, label, helpText, disabled, options }: Common & { options: SelectOption[] }) {
  const { value, error, set } = useSettingsField<string>(path);
  return (
    <Select
      label={label}
      options={options}
      value={typeof value === 'string' ? value : ''}
      onChange={set}
      helpText={helpText}
      error={error}
      disabled={disabled}
    />
  );
}

/** A colour ({r, g, b, a}) bound to the form. */
export function SettingsColourField({ path, label }: Pick<Common, 'path' | 'label'>) {
  const { value, error, set } = useSettingsField<Rgba>(path);
  return <ColourField label={label} value={value} onChange={set} error={error} />;
}

/** A text style's font weight: a number input of 0-900 in steps of 100 (cart-and-shop.md §5). */
function SettingsFontWeightField({ path, label }: TextStyleControlProps) {
  return <SettingsNumberField path={path} label={label} min={TEXT_STYLE_FONT_WEIGHT.inputMin} max={TEXT_STYLE_FONT_WEIGHT.max} step={TEXT_STYLE_FONT_WEIGHT.step} />;
}

/** How the settings forms draw a text style (admin-kit's TextStyleFields): "Font size" and "Font weight" under its heading. */
export const SETTINGS_TEXT_STYLE: TextStyleForm = {
  TextField: SettingsTextField,
  SizeField: SettingsNumberField,
  WeightField: SettingsFontWeightField,
  ColourField: SettingsColourField,
  headingAs: 'h4',
  naming: 'short',
  fontSize: TEXT_STYLE_FONT_SIZE,
};
