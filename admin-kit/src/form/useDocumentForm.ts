import type { FieldError, Result } from '@cartlift/domain';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { accepted, documentReducer, documentState, errorsShown, type DocumentState, type ShowErrors } from './documentReducer';
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
  showErrors: ShowErrors;
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
 * A document edited in one component (docs/contracts.md "Editing a document"): the engine (documentReducer.ts) in
 * React's useReducer. The merchant's edits stay local until a save; dirty tracking, the domain's validation loaded on
 * the first edit, the gateway's field errors on the same paths. Saving itself stays with the caller (each document has
 * its own mutation, toast and refusals).
 */
export function useDocumentForm<T, Out = T>(initial: T | undefined, options: DocumentFormOptions<T, Out>): DocumentForm<T, Out> {
  const [state, dispatch] = useReducer(documentReducer<T, DocumentState<T>>, initial, documentState);
  const { loadValidate, equal, showErrors } = options;
  const { validate, validator } = useLazyValidator(loadValidate);
  const dirty = state.saved !== undefined && state.edited !== undefined && !equal(state.edited, state.saved);
  // Fetched once the merchant changes something, so the first paint does without it and a save rarely waits for it.
  useEffect(() => {
    if (dirty) validator().catch(() => undefined);
  }, [dirty, validator]);
  const shown = errorsShown(state, showErrors);
  const clientErrors = useMemo(() => {
    if (!shown || state.edited === undefined) return [];
    const r = validate?.(state.edited);
    return !r || r.success ? [] : r.errors;
  }, [shown, validate, state.edited]);
  // These edits are never refused; the engine's refusals are the campaign editor's (the domain's refusable edits).
  const editAt = useCallback(
    (path: string, edit: (value: T) => T) => dispatch({ type: 'edited', edit: (v) => accepted(edit(v)), clears: { path } }),
    [],
  );
  const update = useCallback((edit: (value: T) => T) => dispatch({ type: 'edited', edit: (v) => accepted(edit(v)), clears: 'none' }), []);
  const replace = useCallback((next: T) => dispatch({ type: 'edited', edit: () => accepted(next), clears: 'all' }), []);
  const discard = useCallback(() => dispatch({ type: 'discarded' }), []);
  const load = useCallback((saved: T) => dispatch({ type: 'loaded', saved }), []);
  const follow = useCallback((saved: T) => dispatch({ type: 'followed', saved, equal }), [equal]);
  const patchSaved = useCallback((edit: (value: T) => T) => dispatch({ type: 'patched', edit }), []);
  const markTried = useCallback(() => dispatch({ type: 'tried' }), []);
  const refuse = useCallback((errors: FieldError[]) => dispatch({ type: 'saveRefused', errors }), []);
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
