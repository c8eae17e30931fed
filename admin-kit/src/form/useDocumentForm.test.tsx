import type { FieldError } from '@cartlift/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useDocumentForm, type DocumentFormOptions } from './useDocumentForm';

interface Doc {
  title: string;
  size: number;
}

const tooSmall: FieldError = { path: 'size', message: 'Too small' };
const options = (showErrors: 'always' | 'afterSave'): DocumentFormOptions<Doc> => ({
  loadValidate: () => Promise.resolve((d: Doc) => (d.size < 1 ? { success: false, errors: [tooSmall] } : { success: true, data: d })),
  equal: (a, b) => a.title === b.title && a.size === b.size,
  showErrors,
});
const stored: Doc = { title: 'Cart', size: 2 };

describe('useDocumentForm', () => {
  it('is dirty while edited differs from saved, and a server answer does not replace unsaved edits', async () => {
    const { result } = renderHook(() => useDocumentForm(stored, options('always')));
    act(() => result.current.update((d) => ({ ...d, title: 'Bag' })));
    // The first edit loads the validation; let it land inside act.
    await act(() => result.current.validator());
    expect(result.current.dirty).toBe(true);
    act(() => result.current.follow({ title: 'Basket', size: 2 }));
    expect(result.current.edited?.title).toBe('Bag');
    act(() => result.current.discard());
    expect(result.current.dirty).toBe(false);
    act(() => result.current.follow({ title: 'Basket', size: 2 }));
    expect(result.current.edited?.title).toBe('Basket');
  });

  it("'always' shows the domain's errors once the validation has loaded (on the first edit)", async () => {
    const { result } = renderHook(() => useDocumentForm(stored, options('always')));
    act(() => result.current.update((d) => ({ ...d, size: 0 })));
    await waitFor(() => expect(result.current.errorsByPath).toEqual({ size: 'Too small' }));
  });

  it("'afterSave' shows errors only once a save was tried, and a load hides them again", async () => {
    const { result } = renderHook(() => useDocumentForm(stored, options('afterSave')));
    act(() => result.current.replace({ ...stored, size: 0 }));
    await act(() => result.current.validator());
    expect(result.current.errors).toEqual([]);
    act(() => result.current.markTried());
    expect(result.current.errors).toEqual([tooSmall]);
    act(() => result.current.load({ ...stored, size: 0 }));
    expect(result.current.errors).toEqual([]);
  });

  it("an edit at a path clears the gateway's error there only; a whole-document edit clears them all", async () => {
    const { result } = renderHook(() => useDocumentForm(stored, options('always')));
    const server = [
      { path: 'title', message: 'Taken' },
      { path: 'size', message: 'Not allowed' },
    ];
    act(() => result.current.refuse(server));
    act(() => result.current.editAt('title', (d) => ({ ...d, title: 'Bag' })));
    await act(() => result.current.validator());
    expect(result.current.serverErrors).toEqual([server[1]]);
    act(() => result.current.update((d) => d));
    expect(result.current.serverErrors).toEqual([server[1]]);
    act(() => result.current.replace(stored));
    expect(result.current.serverErrors).toEqual([]);
  });
});
