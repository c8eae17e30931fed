import { Toast } from '@shopify/polaris';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { dismissToast, selectToasts, showToast, TOAST_DURATION_MS } from './toastSlice';

/** Renders the queued toasts inside the Polaris Frame; each one leaves after {@link TOAST_DURATION_MS}. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          content={t.content}
          error={t.isError}
          duration={TOAST_DURATION_MS}
          onDismiss={() => dispatch(dismissToast(t.id))}
        />
      ))}
    </>
  );
}

/** Returns a function that shows a 3-second toast: `toast('Campaign has been saved')`, `toast('...', { isError: true })`. */
export function useToast() {
  const dispatch = useAppDispatch();
  return (content: string, options?: { isError?: boolean }) => dispatch(showToast(content, options));
}
