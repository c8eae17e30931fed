import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Every admin toast stays 3 seconds (campaigns.md §9, cart-and-shop.md §9). */
export const TOAST_DURATION_MS = 3000;

/** A toast waiting to be shown or on screen. */
export interface ToastMessage {
  id: string;
  content: string;
  isError: boolean;
}

/** State of the toast slice. */
export interface ToastState {
  items: ToastMessage[];
}

const initialState: ToastState = { items: [] };

/** Toasts live in the store so any remote can raise one through the shared dispatch. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.items.push(action.payload);
      },
      prepare(content: string, options: { isError?: boolean } = {}) {
        return { payload: { id: nanoid(), content, isError: options.isError ?? false } };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
