import { useAppDispatch, useAppSelector } from '@cartlift/admin-kit';
import { getPath } from '@cartlift/domain';
import { Checkbox, ChoiceList, Select, TextField, type SelectOption } from '@shopify/polaris';
import { useCallback } from 'react';
import { fieldSet, selectDraft, selectErrors, selectErrorsByPath } from './editorSlice';

/** The draft value at a dotted path. */
export function useDraftValue<T = unknown>(path: string): T | undefined {
  return useAppSelector((s) => getPath(selectDraft(s), path) as T | undefined);
}

/** The error text at a field path (several messages joined), or undefined. */
export function useFieldError(path: string): string | undefined {
  const messages = useAppSelector((s) => selectErrorsByPath(s)[path]);
  return messages?.length ? messages.join(', ') : undefined;
}

/** The first error at a path or anywhere under it (a list's items report at the list's picker). */
export function useFirstErrorUnder(prefix: string): string | undefined {
  return useAppSelector((s) => selectErrors(s).find((e) => e.path === prefix || e.path.startsWith(`${prefix}.`))?.message);
}

/** A setter dispatching the domain's set-by-path edit. */
export function useSetField() {
  const dispatch = useAppDispatch();
  return useCallback((path: string, value: unknown) => dispatch(fieldSet({ path, value })), [dispatch]);
}

interface TextProps {
  path: string;
  label: string;
  helpText?: string;
  multiline?: number | boolean;
  maxLength?: number;
  placeholder?: string;
  labelHidden?: boolean;
  disabled?: boolean;
}

/** A text field bound to the draft, showing the errors at its path. */
export function DraftTextField({ path, label, helpText, multiline, maxLength, placeholder, labelHidden, disabled }: TextProps) {
  const value = useDraftValue<string>(path);
  const error = useFieldError(path);
  const set = useSetField();
  return (
    <TextField
      label={label}
      labelHidden={labelHidden}
      autoComplete="off"
      value={typeof value === 'string' ? value : ''}
      onChange={(v) => set(path, v)}
      error={error}
      helpText={helpText}
      multiline={multiline}
      maxLength={maxLength}
      showCharacterCount={maxLength !== undefined}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}

interface NumberProps {
  path: string;
  label: string;
  helpText?: string;
  min?: number;
  max?: number;
  step?: number;
  prefix?: string;
  suffix?: string;
  labelHidden?: boolean;
  onBlur?: () => void;
}

/** A number field bound to the draft; a cleared field holds '' (the draft's "empty" number) until validation says so. */
export function DraftNumberField({ path, label, helpText, min, max, step, prefix, suffix, labelHidden, onBlur }: NumberProps) {
  const value = useDraftValue<number | ''>(path);
  const error = useFieldError(path);
  const set = useSetField();
  return (
    <TextField
      type="number"
      label={label}
      labelHidden={labelHidden}
      autoComplete="off"
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(v) => set(path, v.trim() === '' || Number.isNaN(Number(v)) ? '' : Number(v))}
      onBlur={onBlur}
      error={error}
      helpText={helpText}
      min={min}
      max={max}
      step={step}
      prefix={prefix}
      suffix={suffix}
    />
  );
}

/** A checkbox (on/off switch) bound to the draft. */
export function DraftCheckbox({ path, label, helpText, disabled }: { path: string; label: string; helpText?: string; disabled?: boolean }) {
  const value = useDraftValue<boolean>(path);
  const error = useFieldError(path);
  const set = useSetField();
  return (
    <Checkbox
      label={label}
      checked={value === true}
      onChange={(v) => set(path, v)}
      helpText={helpText}
      error={error}
      disabled={disabled}
    />
  );
}

/** A select bound to the draft. */
export function DraftSelect({ path, label, options, helpText }: { path: string; label: string; options: SelectOption[]; helpText?: string }) {
  const value = useDraftValue<string>(path);
  const error = useFieldError(path);
  const set = useSetField();
  return (
    <Select
      label={label}
      options={options}
      value={value === undefined ? '' : String(value)}
      onChange={(v) => set(path, v)}
      error={error}
      helpText={helpText}
    />
  );
}

/** A single-choice list bound to the draft. */
export function DraftChoiceList({
  path,
  title,
  choices,
}: {
  path: string;
  title: string;
  choices: { label: string; value: string; helpText?: string; disabled?: boolean }[];
}) {
  const value = useDraftValue<string>(path);
  const error = useFieldError(path);
  const set = useSetField();
  return (
    <ChoiceList
      title={title}
      choices={choices}
      selected={value === undefined ? [] : [String(value)]}
      onChange={([v]) => set(path, v)}
      error={error}
    />
  );
}
