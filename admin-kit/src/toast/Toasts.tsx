import { Toast } from '@shopify/polaris';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { dismissToast, selectToasts, showToast, TOAST_DURATION_MS } from './toastSlice';

/** The accessible name of a toast's close button. */
export const TOAST_CLOSE_LABEL = 'Dismiss notification';

/** Renders the queued toasts inside the Polaris Frame; each one leaves after {@link TOAST_DURATION_MS}. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  // Polaris 13 renders the toast's close button as a bare icon with no name (axe: button-name, critical). The Frame
  // mounts it after this render, so it is named as it appears, while any toast is up.
  const showing = toasts.length > 0;
  useEffect(() => {
    if (!showing) return undefined;
    const name = () =>
      document
        .querySelectorAll('.Polaris-Frame-Toast__CloseButton:not([aria-label])')
        .forEach((b) => b.setAttribute('aria-label', TOAST_CLOSE_LABEL));
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [showing]);
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
