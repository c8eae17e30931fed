import { useDocumentForm, type DocumentValidator } from '@cartlift/admin-kit';
import { deepEqual, getPath, setPath, type FieldError } from '@cartlift/domain';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

/** A settings document's cart-and-shop.md §5 validation. */
export type SettingsValidator<T> = DocumentValidator<T>;

/** How one settings document is edited: its cart-and-shop.md §5 validation and any §4 linked edits. */
export interface SettingsFormRules<T> {
  /**
   * Loads the validation (zod and the domain's schemas: a chunk of its own, not part of the screen's first load). The
   * form asks for it when the merchant first changes something; a save waits for it (SettingsFormValue.validator).
   */
  loadValidate(): Promise<SettingsValidator<T>>;
  /** A field edit that may drive other fields (cart-and-shop.md §4 Linked settings); plain setPath when absent. */
  applyEdit?(value: T, path: string, next: unknown): T;
}

/** What every field and the save bar read from the form. */
export interface SettingsFormValue<T> {
  saved: T;
  edited: T;
  /** cart-and-shop.md §4: the unsaved bar shows while edited differs from saved. */
  dirty: boolean;
  /**
   * Client (cart-and-shop.md §5) and server errors together, by dotted path (client ones once the validation is
   * loaded).
   */
  errors: FieldError[];
  errorsByPath: Record<string, string>;
  set(path: string, value: unknown): void;
  /** An edit of several fields at once (a linked control such as the checkout position). */
  update(edit: (value: T) => T): void;
  discard(): void;
  /** Takes new saved settings (first load and the refetch after a save). */
  load(saved: T): void;
  /** Takes a new server answer unless the merchant has unsaved edits, which it leaves alone. */
  follow(saved: T): void;
  /** A field the server changed on its own (the activation switch): saved and edited both take it, edits stay. */
  patchSaved(path: string, value: unknown): void;
  /** Marks a save as tried (saveDocument's step; these forms show their errors whether or not one was). */
  markTried(): void;
  refuse(errors: FieldError[]): void;
  /** The cart-and-shop.md §5 validation, loaded once (a failed load is asked again by the next call). */
  validator(): Promise<SettingsValidator<T>>;
}

const Context = createContext<SettingsFormValue<unknown> | null>(null);

/**
 * Holds one settings document while the merchant edits it (admin-kit's useDocumentForm, shared with the fields below a
 * context); edits stay local until the page saves (cart-and-shop.md §4).
 */
export function SettingsFormProvider<T>({
  initial,
  rules,
  children,
}: {
  initial: T;
  rules: SettingsFormRules<T>;
  children: ReactNode;
}) {
  const { loadValidate, applyEdit } = rules;
  const form = useDocumentForm(initial, { loadValidate, equal: deepEqual, showErrors: 'always' });
  const { editAt, patchSaved: patch } = form;
  const set = useCallback(
    (path: string, value: unknown) => editAt(path, (v) => (applyEdit ? applyEdit(v, path, value) : setPath(v, path, value))),
    [editAt, applyEdit],
  );
  const patchSaved = useCallback((path: string, value: unknown) => patch((v) => setPath(v, path, value)), [patch]);
  const value = useMemo(
    (): SettingsFormValue<T> => ({
      // The provider is given a loaded document, so both are always there.
      saved: form.saved as T,
      edited: form.edited as T,
      dirty: form.dirty,
      errors: form.errors,
      errorsByPath: form.errorsByPath,
      set,
      update: form.update,
      discard: form.discard,
      load: form.load,
      follow: form.follow,
      patchSaved,
      markTried: form.markTried,
      refuse: form.refuse,
      validator: form.validator,
    }),
    [form, set, patchSaved],
  );
  return <Context.Provider value={value as SettingsFormValue<unknown>}>{children}</Context.Provider>;
}

/** The form around this component. */
export function useSettingsForm<T>(): SettingsFormValue<T> {
  const form = useContext(Context);
  if (!form) throw new Error('useSettingsForm outside SettingsFormProvider');
  return form as SettingsFormValue<T>;
}

/** One field: its edited value, its error and its setter. */
export function useSettingsField<V>(path: string): { value: V | undefined; error: string | undefined; set(v: V): void } {
  const form = useSettingsForm<unknown>();
  const { set } = form;
  return {
    value: getPath(form.edited, path) as V | undefined,
    error: form.errorsByPath[path],
    set: useCallback((v: V) => set(path, v), [set, path]),
  };
}
