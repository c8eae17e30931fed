import type { FieldError } from '@cartlift/domain';

/*
 * The one engine every remote edits a document with (docs/contracts.md "Editing a document"): a pure reducer over
 * saved vs edited, the gateway's field errors, "a save was tried" and the last refused edit. Two thin shells drive it:
 * useDocumentForm (React's useReducer: the settings forms, the shop documents, the experiment editor) and the campaign
 * editor's slice (mfe-campaigns editorSlice.ts, in the admin's Redux store).
 *
 * Why a reducer both shells share, not the campaign editor on useDocumentForm: the campaign draft outlives its page (a
 * merchant who leaves with unsaved changes finds them again, campaigns.md §2), so it lives in the shared store, where
 * a component's useReducer cannot hold it; and its edits are named, serializable actions every section dispatches. A
 * reducer is the part both can hold without either giving that up. The campaign editor's rules became options here:
 * an edit may be refused (the value stays, the refusal is recorded for a toast) and may clear the server's errors on
 * related paths (the path itself, above it and under it).
 */

/** A refused edit's message (5th goal, free shipping taken...), numbered so the same message twice toasts twice. */
export interface EditRefusal {
  message: string;
  seq: number;
}

/** One document being edited. */
export interface DocumentState<T> {
  /** What the server holds; undefined until the document has loaded. */
  saved: T | undefined;
  edited: T | undefined;
  /** Errors the gateway answered for the last save, by path; an edit clears the ones it names. */
  serverErrors: FieldError[];
  /** A save was tried since the last load or discard ('afterSave' shows errors from then on). */
  tried: boolean;
  /** The last edit the document's rules refused (kept across loads: its number only grows), or null. */
  refusal: EditRefusal | null;
}

/** A document state before anything was edited. */
export const documentState = <T>(saved: T | undefined): DocumentState<T> => ({
  saved,
  edited: saved,
  serverErrors: [],
  tried: false,
  refusal: null,
});

/**
 * Which server errors an edit clears: those at one path, those at a path or above or under it (`related`: an edit of
 * `target` clears `target.selected`, an edit of `goals.1.goal` clears `goals`), all of them, or none.
 */
export type Clears = { path: string } | { related: string } | 'all' | 'none';

/** What an edit made of the value; `refusal` when the document's rules refused it (the value then unchanged). */
export interface EditOutcome<T> {
  value: T;
  refusal?: string;
}

/** An edit no rule refuses. */
export const accepted = <T>(value: T): EditOutcome<T> => ({ value });

/** Every change to a document. */
export type DocumentAction<T> =
  /** New saved values (first load, and after a save succeeded); edits, errors and the tried mark start over. */
  | { type: 'loaded'; saved: T }
  /** A new server answer, taken only while the document has no unsaved edits. */
  | { type: 'followed'; saved: T; equal(a: T, b: T): boolean }
  | { type: 'edited'; edit: (value: T) => EditOutcome<T>; clears: Clears }
  /** Edited goes back to saved; errors and the tried mark go. */
  | { type: 'discarded' }
  /** A field the server changed on its own: saved and edited both take the edit, other edits stay. */
  | { type: 'patched'; edit: (value: T) => T }
  | { type: 'tried' }
  /** The gateway refused a save with these field errors. */
  | { type: 'saveRefused'; errors: FieldError[] };

const related = (a: string, b: string): boolean => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

function clear(errors: FieldError[], clears: Clears): FieldError[] {
  if (clears === 'all') return [];
  if (clears === 'none') return errors;
  if ('related' in clears) return errors.filter((e) => !related(e.path, clears.related));
  return errors.filter((e) => e.path !== clears.path);
}

/**
 * The engine. Generic in the state so a shell may keep its own fields beside the document's (the campaign editor's
 * screen key): every case keeps what it does not name.
 */
export function documentReducer<T, S extends DocumentState<T> = DocumentState<T>>(
  state: S,
  action: DocumentAction<T>,
): S {
  switch (action.type) {
    case 'loaded':
      return { ...state, saved: action.saved, edited: action.saved, serverErrors: [], tried: false };
    case 'followed': {
      // Decided on the state the queued edits left, not on a render's dirty flag: an answer whose effect ran just after a
      // keystroke was dispatched once replaced the typed text with the stored one.
      const { saved, edited } = state;
      const clean = saved === undefined || edited === undefined || action.equal(edited, saved);
      return clean ? { ...state, saved: action.saved, edited: action.saved, serverErrors: [], tried: false } : state;
    }
    case 'edited': {
      if (state.edited === undefined) return state;
      const { value, refusal } = action.edit(state.edited);
      const seq = (state.refusal?.seq ?? 0) + 1;
      return {
        ...state,
        edited: value,
        serverErrors: clear(state.serverErrors, action.clears),
        refusal: refusal === undefined ? state.refusal : { message: refusal, seq },
      };
    }
    case 'discarded':
      return { ...state, edited: state.saved, serverErrors: [], tried: false };
    case 'patched':
      if (state.saved === undefined || state.edited === undefined) return state;
      return { ...state, saved: action.edit(state.saved), edited: action.edit(state.edited) };
    case 'tried':
      return { ...state, tried: true };
    case 'saveRefused':
      return { ...state, serverErrors: action.errors };
  }
}

/**
 * When a document shows its errors: 'always' (the settings forms: Save stays disabled while any shows), or 'afterSave'
 * (once a save was tried, until it succeeds or is discarded).
 */
export type ShowErrors = 'always' | 'afterSave';

/** Whether the document's errors show now. */
export const errorsShown = (state: Pick<DocumentState<unknown>, 'tried'>, showErrors: ShowErrors): boolean =>
  showErrors === 'always' || state.tried;
