import { rootReducer } from '@cartlift/admin-kit';
import {
  addGoal,
  addOneCheckProduct,
  addSpecificGoal,
  addTier,
  cleanCampaignInput,
  deepEqual,
  deleteField,
  errorsByPath,
  removeGoal,
  removeOneCheckProduct,
  removeSpecificGoal,
  removeTier,
  resetModuleText,
  selectTargetItems,
  setCampaignType,
  setField,
  setRewardType,
  setTargetType,
  sortGoals,
  switchGoalType,
  upgradeDraftOneCheck,
  type CampaignDraft,
  type CampaignType,
  type EditResult,
  type FieldError,
  type ModuleName,
  type MultiGoalType,
  type PickedItem,
  type RewardType,
  type TargetType,
} from '@cartlift/domain';
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { draftValidator } from './draftValidator';

/** A refused edit's message (5th goal, free shipping taken...), numbered so the same message twice toasts twice. */
export interface EditRefusal {
  message: string;
  seq: number;
}

/** The editor's state: the campaign as loaded, the merchant's draft, and what the last save said. */
export interface EditorState {
  /** Which screen the draft belongs to: 'new', 'copy:{id}' or the campaign id. */
  key: string | null;
  loaded: CampaignDraft | null;
  draft: CampaignDraft | null;
  /** A save was attempted: client validation errors show (and update live) from then on. */
  submitted: boolean;
  serverErrors: FieldError[];
  refusal: EditRefusal | null;
}

const initialState: EditorState = {
  key: null,
  loaded: null,
  draft: null,
  submitted: false,
  serverErrors: [],
  refusal: null,
};

type Edit = (draft: CampaignDraft) => CampaignDraft | EditResult;

const isResult = (r: CampaignDraft | EditResult): r is EditResult =>
  typeof r === 'object' && r !== null && 'draft' in r && Object.keys(r).every((k) => k === 'draft' || k === 'error');

const related = (a: string, b: string): boolean => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** Applies one domain edit to the draft; a refusal is recorded for the toast. `path` narrows which server errors clear. */
function apply(state: EditorState, edit: Edit, path?: string): void {
  if (!state.draft) return;
  const out = edit(state.draft);
  const result = isResult(out) ? out : { draft: out };
  state.draft = result.draft;
  if (result.error) state.refusal = { message: result.error, seq: (state.refusal?.seq ?? 0) + 1 };
  state.serverErrors = path === undefined ? [] : state.serverErrors.filter((e) => !related(e.path, path));
}

/** The editor's draft state; every change is one of the domain's form edits (campaigns.md §4). */
export const editorSlice = createSlice({
  name: 'campaignEditor',
  initialState,
  reducers: {
    editorLoaded(state, action: PayloadAction<{ key: string; campaign: CampaignDraft }>) {
      state.key = action.payload.key;
      state.loaded = action.payload.campaign;
      state.draft = action.payload.campaign;
      state.submitted = false;
      state.serverErrors = [];
    },
    discarded(state) {
      state.draft = state.loaded;
      state.submitted = false;
      state.serverErrors = [];
    },
    saveAttempted(state) {
      state.submitted = true;
    },
    serverErrorsReceived(state, action: PayloadAction<FieldError[]>) {
      state.submitted = true;
      state.serverErrors = action.payload;
    },
    fieldSet(state, action: PayloadAction<{ path: string; value: unknown }>) {
      const { path, value } = action.payload;
      apply(state, (d) => setField(d, path, value), path);
    },
    fieldDeleted(state, action: PayloadAction<string>) {
      apply(state, (d) => deleteField(d, action.payload), action.payload);
    },
    tierAdded(state) {
      apply(state, addTier);
    },
    tierRemoved(state, action: PayloadAction<number>) {
      apply(state, (d) => removeTier(d, action.payload));
    },
    campaignTypeSet(state, action: PayloadAction<CampaignType>) {
      apply(state, (d) => setCampaignType(d, action.payload));
    },
    targetTypeSet(state, action: PayloadAction<TargetType>) {
      apply(state, (d) => setTargetType(d, action.payload), 'target');
    },
    targetItemsSelected(state, action: PayloadAction<PickedItem[]>) {
      apply(state, (d) => selectTargetItems(d, action.payload), 'target.selected');
    },
    goalAdded(state, action: PayloadAction<{ currency: string }>) {
      apply(state, (d) => addGoal(d, action.payload.currency));
    },
    goalRemoved(state, action: PayloadAction<number>) {
      apply(state, (d) => removeGoal(d, action.payload));
    },
    goalTypeSwitched(state, action: PayloadAction<{ type: MultiGoalType; currency: string }>) {
      apply(state, (d) => switchGoalType(d, action.payload.type, action.payload.currency));
    },
    rewardTypeSet(state, action: PayloadAction<{ index: number; rewardType: RewardType; currency: string }>) {
      const { index, rewardType, currency } = action.payload;
      apply(state, (d) => setRewardType(d, index, rewardType, currency), `settings.add_to_unlock.goals.${index}`);
    },
    goalsSorted(state) {
      apply(state, sortGoals, 'settings.add_to_unlock.goals');
    },
    specificGoalAdded(state, action: PayloadAction<{ index: number; currency: string }>) {
      apply(state, (d) => addSpecificGoal(d, action.payload.index, action.payload.currency));
    },
    specificGoalRemoved(state, action: PayloadAction<{ index: number; specificIndex: number }>) {
      apply(state, (d) => removeSpecificGoal(d, action.payload.index, action.payload.specificIndex));
    },
    oneCheckProductAdded(state) {
      apply(state, addOneCheckProduct);
    },
    oneCheckProductRemoved(state, action: PayloadAction<number>) {
      apply(state, (d) => removeOneCheckProduct(d, action.payload));
    },
    oneCheckUpgraded(state) {
      apply(state, upgradeDraftOneCheck);
    },
    moduleTextReset(state, action: PayloadAction<'random_text' | 'order_note'>) {
      apply(state, (d) => resetModuleText(d, action.payload), `modules.${action.payload}`);
    },
    moduleOrderSet(state, action: PayloadAction<ModuleName[]>) {
      apply(state, (d) => setField(d, 'modules.order', action.payload), 'modules.order');
    },
  },
  selectors: {
    selectEditor: (s) => s,
    selectDraft: (s) => s.draft,
    selectLoaded: (s) => s.loaded,
    selectRefusal: (s) => s.refusal,
  },
});

export const {
  editorLoaded,
  discarded,
  saveAttempted,
  serverErrorsReceived,
  fieldSet,
  fieldDeleted,
  tierAdded,
  tierRemoved,
  campaignTypeSet,
  targetTypeSet,
  targetItemsSelected,
  goalAdded,
  goalRemoved,
  goalTypeSwitched,
  rewardTypeSet,
  goalsSorted,
  specificGoalAdded,
  specificGoalRemoved,
  oneCheckProductAdded,
  oneCheckProductRemoved,
  oneCheckUpgraded,
  moduleTextReset,
  moduleOrderSet,
} = editorSlice.actions;

declare module '@cartlift/admin-kit' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {}
}

/** The slice as injected into the admin's shared root reducer (remotes add their state at run time). */
export const injectedEditorSlice = editorSlice.injectInto(rootReducer);

export const { selectEditor, selectDraft, selectLoaded, selectRefusal } = injectedEditorSlice.selectors;

/** Whether the draft differs from the loaded campaign (the unsaved-changes bar). */
export const selectIsDirty = createSelector([selectLoaded, selectDraft], (loaded, draft) => !deepEqual(loaded, draft));

/** The save payload of the draft: cleaned of empty values, active true (campaigns.md §7). */
export const selectSaveInput = createSelector([selectDraft], (draft) => (draft ? cleanCampaignInput(draft) : null));

const selectSubmitted = (state: Parameters<typeof selectEditor>[0]): boolean => selectEditor(state).submitted;

/**
 * Every client-side validation error of the draft, with the editor's stricter limits, once a save was attempted (before
 * that none shows). The save loads the validator before it marks the draft submitted (useSaveCampaign), so from then on
 * it is there.
 */
export const selectClientErrors = createSelector([selectSaveInput, selectSubmitted], (input, submitted): FieldError[] => {
  const validate = draftValidator();
  return input && submitted && validate ? validate(input) : [];
});

/** The errors on screen: the gateway's, plus the client's once a save was attempted; each path+message once. */
export const selectErrors = createSelector([selectEditor, selectClientErrors], (s, client): FieldError[] => {
  const all = s.submitted ? [...client, ...s.serverErrors] : s.serverErrors;
  const seen = new Set<string>();
  return all.filter((e) => {
    const k = `${e.path}\u0000${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
});

/** The messages on screen grouped by field path. */
export const selectErrorsByPath = createSelector([selectErrors], (errors) => errorsByPath(errors));
