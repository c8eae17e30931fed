import type { FieldError } from '@cartlift/domain';
import { SOMETHING_WENT_WRONG } from '../api/gatewayErrors';
import type { DocumentForm } from './useDocumentForm';

/** What a save came to: the gateway's answer, or why nothing was saved. */
export type SaveOutcome<R> =
  /** The gateway took it: the form holds it as saved and the saved toast showed. */
  | { status: 'saved'; answer: R }
  /** The validation's chunk did not load: a toast said so and the save was not tried. */
  | { status: 'unavailable' }
  /** Nothing was sent: the domain refused the document (its errors show on the fields), or none has loaded yet. */
  | { status: 'invalid' }
  /** The gateway refused it: `fields` are on the form now (none when the refusal names no field of the document). */
  | { status: 'refused'; error: unknown; fields: FieldError[] };

/** How one screen saves its document; the steps around them are the same for every document. */
export interface SaveDocumentSteps<T, Out, R> {
  /** Sends what the domain's validation accepted (the screen's mutation, unwrapped: a refusal throws). */
  send(valid: Out): Promise<R>;
  /** What the form holds as saved once the gateway took it: the validated document, or the edited values it came from. */
  saved(valid: Out, value: T): T;
  /** The field errors a refusal puts on the form, by the document's paths. */
  refusedFields(error: unknown): FieldError[];
  toast(message: string, options?: { isError?: boolean }): void;
  /** The toast of a save the gateway took. */
  savedMessage: string;
  /** The error toast when the validation's chunk will not load (SOMETHING_WENT_WRONG unless the screen says otherwise). */
  unavailableMessage?: string;
  /**
   * Clear the gateway's errors of the last refusal as a new save is tried. For a form whose edits keep them (`update`),
   * so a stale refusal does not stay beside the domain's new errors; edits through `replace` have cleared them already.
   */
  clearRefusalOnTry?: boolean;
}

/**
 * The one save sequence around useDocumentForm: wait for the domain's validation (a toast if its chunk will not load),
 * mark the save tried (so 'afterSave' errors show), validate and send nothing while the domain refuses, send, then take
 * the answer as saved and toast, or put the gateway's field errors on the form. The screen acts on the outcome (a
 * banner for a refusal that names no field, a new document's navigation).
 */
export async function saveDocument<T, Out, R>(
  form: Pick<DocumentForm<T, Out>, 'validator' | 'markTried' | 'refuse' | 'load'>,
  value: T | undefined,
  steps: SaveDocumentSteps<T, Out, R>,
): Promise<SaveOutcome<R>> {
  let check: Awaited<ReturnType<typeof form.validator>>;
  try {
    check = await form.validator();
  } catch {
    steps.toast(steps.unavailableMessage ?? SOMETHING_WENT_WRONG, { isError: true });
    return { status: 'unavailable' };
  }
  form.markTried();
  const r = value === undefined ? null : check(value);
  if (steps.clearRefusalOnTry) form.refuse([]);
  if (value === undefined || !r?.success) return { status: 'invalid' };
  let answer: R;
  try {
    answer = await steps.send(r.data);
  } catch (error) {
    const fields = steps.refusedFields(error);
    form.refuse(fields);
    return { status: 'refused', error, fields };
  }
  form.load(steps.saved(r.data, value));
  steps.toast(steps.savedMessage);
  return { status: 'saved', answer };
}
