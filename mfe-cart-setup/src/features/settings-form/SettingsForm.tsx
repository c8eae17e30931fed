import { deepEqual, getPath, setPath, type FieldError, type Result } from '@cartlift/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useLazyValidator } from './useLazyValidator';

/** A settings document's cart-and-shop.md §5 validation. */
export type SettingsValidator<T> = (value: T) => Result<T>;

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

interface FormState<T> {
  saved: T;
  edited: T;
  /** Errors the gateway answered for the last save, by path; cleared by the next edit at that path. */
  serverErrors: FieldError[];
}

type FormAction<T> =
  | { type: 'loaded'; saved: T }
  | { type: 'followed'; saved: T }
  | { type: 'edited'; edit: (value: T) => T; path?: string }
  | { type: 'discarded' }
  | { type: 'patched'; path: string; value: unknown }
  | { type: 'refused'; errors: FieldError[] };

function reducer<T>(state: FormState<T>, action: FormAction<T>): FormState<T> {
  switch (action.type) {
    case 'loaded':
      return { saved: action.saved, edited: action.saved, serverErrors: [] };
    case 'followed':
      // Decided on the state the queued edits left, not on a render's dirty flag: an answer whose effect ran just after a
      // keystroke was dispatched once replaced the typed text with the stored one.
      return deepEqual(state.edited, state.saved) ? { saved: action.saved, edited: action.saved, serverErrors: [] } : state;
    case 'edited': {
      const path = action.path;
      const serverErrors = path ? state.serverErrors.filter((e) => e.path !== path) : state.serverErrors;
      return { ...state, edited: action.edit(state.edited), serverErrors };
    }
    case 'discarded':
      return { ...state, edited: state.saved, serverErrors: [] };
    case 'patched':
      return {
        ...state,
        saved: setPath(state.saved, action.path, action.value),
        edited: setPath(state.edited, action.path, action.value),
      };
    case 'refused':
      return { ...state, serverErrors: action.errors };
  }
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
  refuse(errors: FieldError[]): void;
  /** The cart-and-shop.md §5 validation, loaded once (a failed load is asked again by the next call). */
  validator(): Promise<SettingsValidator<T>>;
}

const Context = createContext<SettingsFormValue<unknown> | null>(null);

/**
 * Holds one settings document while the merchant edits it; edits stay local until the page saves (cart-and-shop.md §4).
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
  const [state, dispatch] = useReducer(reducer<T>, { saved: initial, edited: initial, serverErrors: [] });
  const { loadValidate, applyEdit } = rules;
  const { validate, validator } = useLazyValidator(loadValidate);
  const dirty = !deepEqual(state.edited, state.saved);
  // Fetched once the merchant changes something, so the first paint does without it and a save rarely waits for it.
  useEffect(() => {
    if (dirty) validator().catch(() => undefined);
  }, [dirty, validator]);
  const set = useCallback(
    (path: string, value: unknown) =>
      dispatch({ type: 'edited', path, edit: (v) => (applyEdit ? applyEdit(v, path, value) : setPath(v, path, value)) }),
    [applyEdit],
  );
  const update = useCallback((edit: (value: T) => T) => dispatch({ type: 'edited', edit }), []);
  const discard = useCallback(() => dispatch({ type: 'discarded' }), []);
  const load = useCallback((saved: T) => dispatch({ type: 'loaded', saved }), []);
  const follow = useCallback((saved: T) => dispatch({ type: 'followed', saved }), []);
  const patchSaved = useCallback((path: string, value: unknown) => dispatch({ type: 'patched', path, value }), []);
  const refuse = useCallback((errors: FieldError[]) => dispatch({ type: 'refused', errors }), []);
  const clientErrors = useMemo(() => {
    const r = validate?.(state.edited);
    return !r || r.success ? [] : r.errors;
  }, [validate, state.edited]);
  const value = useMemo((): SettingsFormValue<T> => {
    const errors = [...clientErrors, ...state.serverErrors];
    const errorsByPath: Record<string, string> = {};
    for (const e of errors) errorsByPath[e.path] ??= e.message;
    return {
      saved: state.saved,
      edited: state.edited,
      dirty,
      errors,
      errorsByPath,
      set,
      update,
      discard,
      load,
      follow,
      patchSaved,
      refuse,
      validator,
    };
  }, [state, dirty, clientErrors, set, update, discard, load, follow, patchSaved, refuse, validator]);
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
