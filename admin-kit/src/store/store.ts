import {
  combineSlices,
  configureStore,
  type CombinedSliceReducer,
  type EnhancedStore,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { api } from '../api/api';
import { toastSlice, type ToastState } from '../toast/toastSlice';
// Declared in the package's entry module: that is the module a remote's `declare module '@cartlift/admin-kit'` augments.
import type { LazyLoadedSlices } from '../index';

/** State every admin store has from the start. */
interface StaticState {
  api: ReturnType<typeof api.reducer>;
  toast: ToastState;
}

/**
 * The admin's state: the api cache, toasts, and the slices remotes inject. Spelled out (not inferred) so the emitted
 * declarations keep referring to LazyLoadedSlices and remotes' augmentations reach it.
 */
export type RootState = StaticState & Partial<LazyLoadedSlices>;

/** The admin's root reducer; remotes inject their slices into it. */
export const rootReducer: CombinedSliceReducer<StaticState, RootState> = combineSlices(
  api,
  toastSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The store's dispatch, thunk-aware. */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

/** The store type {@link makeStore} returns. */
export interface AppStore extends Omit<EnhancedStore<RootState>, 'dispatch'> {
  dispatch: AppDispatch;
}

/** Builds a store (the shell's one, a standalone remote's one, or a test's one with preloaded state). */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}
