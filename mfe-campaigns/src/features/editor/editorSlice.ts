import {
  documentReducer,
  documentState,
  errorsShown,
  rootReducer,
  type DocumentAction,
  type DocumentState,
  type EditOutcome,
  type ShowErrors,
} from '@cartlift/admin-kit';
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

/**
 * The editor's state: admin-kit's document engine (saved: the campaign as loaded; edited: the merchant's draft; tried:
 * a save was attempted, so client validation errors show and update live from then on) plus the screen it belongs to.
 */
export interface EditorState extends DocumentState<CampaignDraft> {
  /** Which screen the draft belongs to: 'new', 'copy:{id}' or the campaign id. */
  key: string | null;
}

const initialState: EditorState = { ...documentState<CampaignDraft>(undefined), key: null };

/** campaigns.md §8: the editor shows client errors only from the first save on. */
const SHOW_ERRORS: ShowErrors = 'afterSave';

/** One step of the engine; typed to the editor's state (the slice's inferred type stays small). */
const run = (state: EditorState, action: DocumentAction<CampaignDraft>): EditorState => documentReducer(state, action);

type Edit = (draft: CampaignDraft) => CampaignDraft | EditResult;

const isResult = (r: CampaignDraft | EditResult): r is EditResult =>
  typeof r === 'object' && r !== null && 'draft' in r && Object.keys(r).every((k) => k === 'draft' || k === 'error');

/** A domain edit as the engine takes it: the refused ones carry their message. */
const outcomeOf =
  (edit: Edit) =>
  (draft: CampaignDraft): EditOutcome<CampaignDraft> => {
    const out = edit(draft);
    if (!isResult(out)) return { value: out };
    return out.error === undefined ? { value: out.draft } : { value: out.draft, refusal: out.error };
  };

/**
 * Applies one domain edit to the draft; a refusal is recorded for the toast. `path` narrows which server errors clear
 * (those at it, above it or under it); an edit without one clears them all.
 */
const apply = (state: EditorState, edit: Edit, path?: string): EditorState =>
  run(state, { type: 'edited', edit: outcomeOf(edit), clears: path === undefined ? 'all' : { related: path } });

/**
 * The campaign editor's shell over admin-kit's document engine (documentReducer): named actions every section
 * dispatches, in the admin's store so a draft outlives its page; every change is one of the domain's form edits
 * (campaigns.md §4).
 */
export const editorSlice = createSlice({
  name: 'campaignEditor',
  initialState,
  reducers: {
    editorLoaded(state, action: PayloadAction<{ key: string; campaign: CampaignDraft }>) {
      return { ...run(state, { type: 'loaded', saved: action.payload.campaign }), key: action.payload.key };
    },
    discarded(state) {
      return run(state, { type: 'discarded' });
    },
    saveAttempted(state) {
      return run(state, { type: 'tried' });
    },
    serverErrorsReceived(state, action: PayloadAction<FieldError[]>) {
      return run(run(state, { type: 'tried' }), { type: 'saveRefused', errors: action.payload });
    },
    fieldSet(state, action: PayloadAction<{ path: string; value: unknown }>) {
      const { path, value } = action.payload;
      return apply(state, (d) => setField(d, path, value), path);
    },
    fieldDeleted(state, action: PayloadAction<string>) {
      return apply(state, (d) => deleteField(d, action.payload), action.payload);
    },
    tierAdded(state) {
      return apply(state, addTier);
    },
    tierRemoved(state, action: PayloadAction<number>) {
      return apply(state, (d) => removeTier(d, action.payload));
    },
    campaignTypeSet(state, action: PayloadAction<CampaignType>) {
      return apply(state, (d) => setCampaignType(d, action.payload));
    },
    targetTypeSet(state, action: PayloadAction<TargetType>) {
      return apply(state, (d) => setTargetType(d, action.payload), 'target');
    },
    targetItemsSelected(state, action: PayloadAction<PickedItem[]>) {
      return apply(state, (d) => selectTargetItems(d, action.payload), 'target.selected');
    },
    goalAdded(state, action: PayloadAction<{ currency: string }>) {
      return apply(state, (d) => addGoal(d, action.payload.currency));
    },
    goalRemoved(state, action: PayloadAction<number>) {
      return apply(state, (d) => removeGoal(d, action.payload));
    },
    goalTypeSwitched(state, action: PayloadAction<{ type: MultiGoalType; currency: string }>) {
      return apply(state, (d) => switchGoalType(d, action.payload.type, action.payload.currency));
    },
    rewardTypeSet(state, action: PayloadAction<{ index: number; rewardType: RewardType; currency: string }>) {
      const { index, rewardType, currency } = action.payload;
      return apply(state, (d) => setRewardType(d, index, rewardType, currency), `settings.add_to_unlock.goals.${index}`);
    },
    goalsSorted(state) {
      return apply(state, sortGoals, 'settings.add_to_unlock.goals');
    },
    specificGoalAdded(state, action: PayloadAction<{ index: number; currency: string }>) {
      return apply(state, (d) => addSpecificGoal(d, action.payload.index, action.payload.currency));
    },
    specificGoalRemoved(state, action: PayloadAction<{ index: number; specificIndex: number }>) {
      return apply(state, (d) => removeSpecificGoal(d, action.payload.index, action.payload.specificIndex));
    },
    oneCheckProductAdded(state) {
      return apply(state, addOneCheckProduct);
    },
    oneCheckProductRemoved(state, action: PayloadAction<number>) {
      return apply(state, (d) => removeOneCheckProduct(d, action.payload));
    },
    oneCheckUpgraded(state) {
      return apply(state, upgradeDraftOneCheck);
    },
    moduleTextReset(state, action: PayloadAction<'random_text' | 'order_note'>) {
      return apply(state, (d) => resetModuleText(d, action.payload), `modules.${action.payload}`);
    },
    moduleOrderSet(state, action: PayloadAction<ModuleName[]>) {
      return apply(state, (d) => setField(d, 'modules.order', action.payload), 'modules.order');
    },
  },
  selectors: {
    selectEditor: (s) => s,
    selectDraft: (s) => s.edited ?? null,
    selectLoaded: (s) => s.saved ?? null,
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

const selectErrorsShown = (state: Parameters<typeof selectEditor>[0]): boolean => errorsShown(selectEditor(state), SHOW_ERRORS);

/**
 * Every client-side validation error of the draft, with the editor's stricter limits, once a save was attempted (before
 * that none shows). The save loads the validator before it marks the save tried (useSaveCampaign), so from then on
 * it is there.
 */
export const selectClientErrors = createSelector([selectSaveInput, selectErrorsShown], (input, shown): FieldError[] => {
  const validate = draftValidator();
  return input && shown && validate ? validate(input) : [];
});

/** The errors on screen: the gateway's, plus the client's once a save was attempted; each path+message once. */
export const selectErrors = createSelector([selectEditor, selectClientErrors], (s, client): FieldError[] => {
  // The gateway's errors come only from a tried save, so they show whenever there are any.
  const all = [...client, ...(errorsShown(s, SHOW_ERRORS) ? s.serverErrors : [])];
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
