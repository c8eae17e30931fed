import { Checkbox, Select, TextField } from '@shopify/polaris';

/** What every document field needs: the current value, its error and a setter (the screen binds them by key). */
export interface FieldBinding<V> {
  value: V;
  error?: string;
  set(value: V): void;
}

/** A switch (Polaris checkbox). */
export const SwitchField = ({ label, b, helpText }: { label: string; b: FieldBinding<boolean>; helpText?: string }) => (
  <Checkbox label={label} checked={b.value} onChange={b.set} error={b.error} helpText={helpText} />
);

/** A one-line text (or number as text). */
export const TextInput = ({ label, b, type = 'text', helpText }: { label: string; b: FieldBinding<string>; type?: 'text' | 'number'; helpText?: string }) => (
  <TextField label={label} autoComplete="off" type={type} value={b.value} onChange={b.set} error={b.error} helpText={helpText} />
);

/** A choice from a list, labelled for the merchant. */
export function ChoiceField<V extends string>({ label, b, options }: { label: string; b: FieldBinding<V>; options: ReadonlyArray<readonly [V, string]> }) {
  return <Select label={label} options={options.map(([value, text]) => ({ value, label: text }))} value={b.value} onChange={(v) => b.set(v as V)} error={b.error} />;
}
