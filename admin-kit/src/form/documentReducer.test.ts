import type { FieldError } from '@cartlift/domain';
import {
  accepted,
  documentReducer,
  documentState,
  errorsShown,
  type Clears,
  type DocumentState,
  type EditOutcome,
} from './documentReducer';

interface Doc {
  goals: number[];
}

const stored: Doc = { goals: [40] };
const addGoal = (d: Doc): EditOutcome<Doc> =>
  d.goals.length >= 2 ? { value: d, refusal: 'Only 2 goals' } : accepted({ goals: [...d.goals, 60] });
const serverErrors: FieldError[] = [
  { path: 'goals', message: 'Not increasing' },
  { path: 'goals.1.goal', message: 'Too small' },
  { path: 'goalsText', message: 'Blank' },
  { path: 'name', message: 'Taken' },
];

describe('documentReducer', () => {
  it('edits the edited value only; discard brings back the saved one and clears errors and the tried mark', () => {
    let s = documentReducer(documentState(stored), { type: 'edited', edit: addGoal, clears: 'none' });
    s = documentReducer(s, { type: 'tried' });
    s = documentReducer(s, { type: 'saveRefused', errors: serverErrors });
    expect(s.saved).toBe(stored);
    expect(s.edited).toEqual({ goals: [40, 60] });
    s = documentReducer(s, { type: 'discarded' });
    expect(s).toEqual({ saved: stored, edited: stored, serverErrors: [], tried: false, refusal: null });
  });

  it('records a refused edit, numbered so the same message twice counts twice, and keeps it across a load', () => {
    let s = documentReducer(documentState(stored), { type: 'edited', edit: addGoal, clears: 'none' });
    expect(s.refusal).toBeNull();
    s = documentReducer(s, { type: 'edited', edit: addGoal, clears: 'none' });
    expect(s.edited).toEqual({ goals: [40, 60] });
    expect(s.refusal).toEqual({ message: 'Only 2 goals', seq: 1 });
    s = documentReducer(s, { type: 'edited', edit: addGoal, clears: 'none' });
    expect(s.refusal).toEqual({ message: 'Only 2 goals', seq: 2 });
    s = documentReducer(s, { type: 'loaded', saved: stored });
    expect(s.refusal).toEqual({ message: 'Only 2 goals', seq: 2 });
  });

  it("clears the server's errors an edit names: at one path, at related paths (above and under), all or none", () => {
    const refused = documentReducer(documentState(stored), { type: 'saveRefused', errors: serverErrors });
    const after = (clears: Clears) =>
      documentReducer<Doc>(refused, { type: 'edited', edit: accepted, clears }).serverErrors.map((e) => e.path);
    expect(after({ path: 'goals' })).toEqual(['goals.1.goal', 'goalsText', 'name']);
    expect(after({ related: 'goals' })).toEqual(['goalsText', 'name']);
    expect(after({ related: 'goals.1' })).toEqual(['goalsText', 'name']);
    expect(after('all')).toEqual([]);
    expect(after('none')).toEqual(['goals', 'goals.1.goal', 'goalsText', 'name']);
  });

  it('does nothing to a document not loaded yet', () => {
    const empty = documentState<Doc>(undefined);
    expect(documentReducer(empty, { type: 'edited', edit: addGoal, clears: 'all' })).toBe(empty);
    expect(documentReducer(empty, { type: 'patched', edit: (d) => d })).toBe(empty);
  });

  it("keeps a shell's own fields beside the document's", () => {
    type Keyed = DocumentState<Doc> & { key: string };
    const s: Keyed = { ...documentState(stored), key: 'new' };
    expect(documentReducer<Doc, Keyed>(s, { type: 'loaded', saved: { goals: [] } }).key).toBe('new');
    expect(documentReducer(s, { type: 'edited', edit: addGoal, clears: 'all' }).key).toBe('new');
  });

  it("shows errors always, or from a tried save on ('afterSave')", () => {
    const s = documentState(stored);
    expect(errorsShown(s, 'always')).toBe(true);
    expect(errorsShown(s, 'afterSave')).toBe(false);
    expect(errorsShown(documentReducer(s, { type: 'tried' }), 'afterSave')).toBe(true);
  });
});
