import type { FieldError, Result } from '@cartlift/domain';
import { SOMETHING_WENT_WRONG } from '../api/gatewayErrors';
import { saveDocument, type SaveDocumentSteps } from './saveDocument';
import type { DocumentValidator } from './useDocumentForm';

interface Values {
  title: string;
}
interface Input {
  title: string;
  trimmed: true;
}

const tooShort: FieldError = { path: 'title', message: 'Too short' };
const check: DocumentValidator<Values, Input> = (v): Result<Input> =>
  v.title.trim() === '' ? { success: false, errors: [tooShort] } : { success: true, data: { title: v.title.trim(), trimmed: true } };

/** A form whose every step is recorded in the order it ran. */
function fakeForm(validator: () => Promise<DocumentValidator<Values, Input>> = () => Promise.resolve(check)) {
  const calls: string[] = [];
  return {
    calls,
    form: {
      validator: jest.fn(() => {
        calls.push('validator');
        return validator();
      }),
      markTried: jest.fn(() => calls.push('markTried')),
      refuse: jest.fn((errors: FieldError[]) => calls.push(`refuse ${errors.length}`)),
      load: jest.fn((saved: Values) => calls.push(`load ${saved.title}`)),
    },
  };
}

function stepsWith(send: (valid: Input) => Promise<{ id: string }>): SaveDocumentSteps<Values, Input, { id: string }> & { toast: jest.Mock } {
  return {
    send: jest.fn(send),
    saved: (valid) => ({ title: valid.title }),
    refusedFields: (error) => (error === 'taken' ? [{ path: 'title', message: 'Taken' }] : []),
    toast: jest.fn(),
    savedMessage: 'Saved',
  };
}

describe('saveDocument', () => {
  it('validates, sends what the domain accepted, then holds it as saved and toasts', async () => {
    const { form, calls } = fakeForm();
    const steps = stepsWith(() => Promise.resolve({ id: '7' }));
    const outcome = await saveDocument(form, { title: ' Cart ' }, steps);
    expect(outcome).toEqual({ status: 'saved', answer: { id: '7' } });
    expect(steps.send).toHaveBeenCalledWith({ title: 'Cart', trimmed: true });
    expect(calls).toEqual(['validator', 'markTried', 'load Cart']);
    expect(steps.toast).toHaveBeenCalledWith('Saved');
  });

  it('sends nothing while the domain refuses; the save is marked tried so the errors show', async () => {
    const { form, calls } = fakeForm();
    const steps = stepsWith(() => Promise.resolve({ id: '7' }));
    expect(await saveDocument(form, { title: ' ' }, steps)).toEqual({ status: 'invalid' });
    expect(steps.send).not.toHaveBeenCalled();
    expect(steps.toast).not.toHaveBeenCalled();
    expect(calls).toEqual(['validator', 'markTried']);
  });

  it('sends nothing before the document has loaded', async () => {
    const { form, calls } = fakeForm();
    const steps = stepsWith(() => Promise.resolve({ id: '7' }));
    expect(await saveDocument(form, undefined, steps)).toEqual({ status: 'invalid' });
    expect(steps.send).not.toHaveBeenCalled();
    expect(calls).toEqual(['validator', 'markTried']);
  });

  it("toasts that something went wrong when the validation's chunk does not load, and tries nothing", async () => {
    const { form, calls } = fakeForm(() => Promise.reject(new Error('chunk failed')));
    const steps = stepsWith(() => Promise.resolve({ id: '7' }));
    expect(await saveDocument(form, { title: 'Cart' }, steps)).toEqual({ status: 'unavailable' });
    expect(steps.toast).toHaveBeenCalledWith(SOMETHING_WENT_WRONG, { isError: true });
    expect(calls).toEqual(['validator']);
  });

  it("toasts the screen's own message for a chunk that does not load when it names one", async () => {
    const { form } = fakeForm(() => Promise.reject(new Error('chunk failed')));
    const steps = { ...stepsWith(() => Promise.resolve({ id: '7' })), unavailableMessage: 'Saving failed' };
    expect(await saveDocument(form, { title: 'Cart' }, steps)).toEqual({ status: 'unavailable' });
    expect(steps.toast).toHaveBeenCalledWith('Saving failed', { isError: true });
    expect(steps.send).not.toHaveBeenCalled();
  });

  it("puts a refusal's field errors on the form and hands the refusal back; nothing is loaded or toasted", async () => {
    const { form, calls } = fakeForm();
    const steps = stepsWith(() => Promise.reject('taken'));
    const outcome = await saveDocument(form, { title: 'Cart' }, steps);
    expect(outcome).toEqual({ status: 'refused', error: 'taken', fields: [{ path: 'title', message: 'Taken' }] });
    expect(form.refuse).toHaveBeenCalledWith([{ path: 'title', message: 'Taken' }]);
    expect(calls).toEqual(['validator', 'markTried', 'refuse 1']);
    expect(steps.toast).not.toHaveBeenCalled();
  });

  it("clearRefusalOnTry drops the last refusal's errors on every try, valid or not", async () => {
    for (const title of ['Cart', ' ']) {
      const { form, calls } = fakeForm();
      await saveDocument(form, { title }, { ...stepsWith(() => Promise.resolve({ id: '7' })), clearRefusalOnTry: true });
      expect(calls.slice(0, 3)).toEqual(['validator', 'markTried', 'refuse 0']);
    }
  });
});
