import { useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea,[tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the drawer while it is open (like Dawn's trapFocus); returns the undo function. A Tab pressed while
 * focus is still outside (a shopper quicker than the first paint, or focus dropped to <body> when a re-render removed
 * the focused control) is pulled in rather than left to walk the theme's page behind the modal.
 */
export function trapFocus(container: HTMLElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    const outside = !active || !container.contains(active);
    if (event.shiftKey && (outside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

/**
 * The drawer's panel ref: while the drawer is open, focus moves to its close button and Tab stays inside; on close it
 * goes back where it was. A layout effect, so focus is in the dialog in the same task that opens it: a passive effect
 * waits for a paint, and Tabs pressed in between walked the page behind the modal.
 */
export function useFocusTrap(open: boolean) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!open || !panel.current) return;
    const previous = document.activeElement as HTMLElement | null;
    const release = trapFocus(panel.current);
    panel.current.querySelector<HTMLElement>('.cartlift-close')?.focus();
    return () => {
      release();
      previous?.focus?.();
    };
  }, [open]);
  return panel;
}
