import type { FieldError, Result } from '@cartlift/domain';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useLazyValidator } from './useLazyValidator';

/** A document's domain validation; `Out` is what a save sends (the parsed document, or the input the form builds). */
export type DocumentValidator<T, Out = T> = (value: T) => Result<Out>;

/**
 * How one document is edited. Kept free of `@cartlift/domain` values (admin-kit is a shared singleton of every first
 * load; the domain's value exports would pull zod into it): the remote passes the equality and the validation.
 */
export interface DocumentFormOptions<T, Out = T> {
  /**
   * Loads the validation (zod and the domain's schemas: a chunk of its own, not part of the screen's first load). The
   * form asks for it when the merchant first changes something; a save waits for it (`validator`).
   */
  loadValidate(): Promise<DocumentValidator<T, Out>>;
  /** Whether two versions of the document are the same (the unsaved bar shows while edited and saved differ). */
  equal(a: T, b: T): boolean;
  /**
   * 'always': client errors show as soon as the validation has loaded (the settings forms: Save stays disabled while any
   * shows). 'afterSave': errors show only once a save was tried, until it succeeds or is discarded.
   */
  showErrors: 'always' | 'afterSave';
}

interface DocumentState<T> {
  /** What the server holds; undefined until the document has loaded. */
  saved: T | undefined;
  edited: T | undefined;
  /** Errors the gateway answered for the last save, by path; an edit clears the ones it names. */
  serverErrors: FieldError[];
  /** A save was tried since the last load or discard ('afterSave' shows errors from then on). */
  tried: boolean;
}

/** Which server errors an edit clears: those at one path, all of them, or none. */
type Clears = { path: string } | 'all' | 'none';

type DocumentAction<T> =
  | { type: 'loaded'; saved: T }
  | { type: 'followed'; saved: T; equal(a: T, b: T): boolean }
  | { type: 'edited'; edit: (value: T) => T; clears: Clears }
  | { type: 'discarded' }
  | { type: 'patched'; edit: (value: T) => T }
  | { type: 'tried' }
  | { type: 'refused'; errors: FieldError[] };

function clear(errors: FieldError[], clears: Clears): FieldError[] {
  if (clears === 'all') return [];
  if (clears === 'none') return errors;
  return errors.filter((e) => e.path !== clears.path);
}

function reducer<T>(state: DocumentState<T>, action: DocumentAction<T>): DocumentState<T> {
  switch (action.type) {
    case 'loaded':
      return { saved: action.saved, edited: action.saved, serverErrors: [], tried: false };
    case 'followed': {
      // Decided on the state the queued edits left, not on a render's dirty flag: an answer whose effect ran just after a
      // keystroke was dispatched once replaced the typed text with the stored one.
      const { saved, edited } = state;
      const clean = saved === undefined || edited === undefined || action.equal(edited, saved);
      return clean ? { saved: action.saved, edited: action.saved, serverErrors: [], tried: false } : state;
    }
    case 'edited':
      if (state.edited === undefined) return state;
      return { ...state, edited: action.edit(state.edited), serverErrors: clear(state.serverErrors, action.clears) };
    case 'discarded':
      return { ...state, edited: state.saved, serverErrors: [], tried: false };
    case 'patched':
      if (state.saved === undefined || state.edited === undefined) return state;
      return { ...state, saved: action.edit(state.saved), edited: action.edit(state.edited) };
    case 'tried':
      return { ...state, tried: true };
    case 'refused':
      return { ...state, serverErrors: action.errors };
  }
}

/** One document being edited: what every field, the save bar and the save read and do. */
export interface DocumentForm<T, Out = T> {
  saved: T | undefined;
  edited: T | undefined;
  /** The unsaved bar shows while edited differs from saved. */
  dirty: boolean;
  /** A save was tried since the last load or discard. */
  tried: boolean;
  /** The domain's errors of the edited document (none until the validation has loaded, or in 'afterSave' until tried). */
  clientErrors: FieldError[];
  /** The gateway's errors of the last save (in 'afterSave' only once tried). */
  serverErrors: FieldError[];
  /** Client then server errors. */
  errors: FieldError[];
  /** The first message of each path in `errors` (the domain lists the most basic problem first). */
  errorsByPath: Record<string, string>;
  /** An edit of one field at `path` (clears the server's error there). */
  editAt(path: string, edit: (value: T) => T): void;
  /** An edit of several fields at once; the server's errors stay. */
  update(edit: (value: T) => T): void;
  /** A new whole document; every server error is cleared. */
  replace(next: T): void;
  discard(): void;
  /** Takes new saved values (first load, and after a save succeeded). */
  load(saved: T): void;
  /** Takes a new server answer unless the merchant has unsaved edits, which it leaves alone. */
  follow(saved: T): void;
  /** A field the server changed on its own: saved and edited both take the edit, other edits stay. */
  patchSaved(edit: (value: T) => T): void;
  /** Marks a save as tried ('afterSave' errors show from then on). */
  markTried(): void;
  /** The gateway's field errors of a refused save. */
  refuse(errors: FieldError[]): void;
  /** The validation, loaded once (a failed load is asked again by the next call). */
  validator(): Promise<DocumentValidator<T, Out>>;
}

/**
 * An `equal` for documents that are plain JSON (stored settings, a form's string values): compared as JSON, so a key
 * order the document keeps counts, which nothing the merchant edits changes.
 */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The first message of each path, in the order given. */
export function firstErrorByPath(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.path] ??= e.message;
  return out;
}

/**
 * The one way a remote edits a document (docs/architecture.md "Editing a document"): the merchant's edits stay local
 * until a save; dirty tracking, the domain's validation loaded on the first edit, the gateway's field errors on the same
 * paths. Saving itself stays with the caller (each document has its own mutation, toast and refusals).
 */
export function useDocumentForm<T, Out = T>(initial: T | undefined, options: DocumentFormOptions<T, Out>): DocumentForm<T, Out> {
  const [state, dispatch] = useReducer(reducer<T>, { saved: initial, edited: initial, serverErrors: [], tried: false });
  const { loadValidate, equal, showErrors } = options;
  const { validate, validator } = useLazyValidator(loadValidate);
  const dirty = state.saved !== undefined && state.edited !== undefined && !equal(state.edited, state.saved);
  // Fetched once the merchant changes something, so the first paint does without it and a save rarely waits for it.
  useEffect(() => {
    if (dirty) validator().catch(() => undefined);
  }, [dirty, validator]);
  const shown = showErrors === 'always' || state.tried;
  const clientErrors = useMemo(() => {
    if (!shown || state.edited === undefined) return [];
    const r = validate?.(state.edited);
    return !r || r.success ? [] : r.errors;
  }, [shown, validate, state.edited]);
  const editAt = useCallback((path: string, edit: (value: T) => T) => dispatch({ type: 'edited', edit, clears: { path } }), []);
  const update = useCallback((edit: (value: T) => T) => dispatch({ type: 'edited', edit, clears: 'none' }), []);
  const replace = useCallback((next: T) => dispatch({ type: 'edited', edit: () => next, clears: 'all' }), []);
  const discard = useCallback(() => dispatch({ type: 'discarded' }), []);
  const load = useCallback((saved: T) => dispatch({ type: 'loaded', saved }), []);
  const follow = useCallback((saved: T) => dispatch({ type: 'followed', saved, equal }), [equal]);
  const patchSaved = useCallback((edit: (value: T) => T) => dispatch({ type: 'patched', edit }), []);
  const markTried = useCallback(() => dispatch({ type: 'tried' }), []);
  const refuse = useCallback((errors: FieldError[]) => dispatch({ type: 'refused', errors }), []);
  return useMemo((): DocumentForm<T, Out> => {
    const serverErrors = shown ? state.serverErrors : [];
    const errors = [...clientErrors, ...serverErrors];
    return {
      saved: state.saved,
      edited: state.edited,
      dirty,
      tried: state.tried,
      clientErrors,
      serverErrors,
      errors,
      errorsByPath: firstErrorByPath(errors),
      editAt,
      update,
      replace,
      discard,
      load,
      follow,
      patchSaved,
      markTried,
      refuse,
      validator,
    };
  }, [state, shown, dirty, clientErrors, editAt, update, replace, discard, load, follow, patchSaved, markTried, refuse, validator]);
}
