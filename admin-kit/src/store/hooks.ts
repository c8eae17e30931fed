import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** Typed dispatch; use instead of react-redux's useDispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed selector; use instead of react-redux's useSelector. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** Typed store access. */
export const useAppStore = useStore.withTypes<AppStore>();
