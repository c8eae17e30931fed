import { useEffect, useState } from 'react';

/** A page's question "leave with unsaved changes?", as useLeaveGuard holds it. */
export interface LeaveGuard {
  /** Where the merchant asked to go while changes are unsaved; null while nothing waits for an answer. */
  pendingHref: string | null;
  cancel(): void;
  request(href: string): void;
}

/**
 * While `active`, asks before the merchant leaves: the browser's own prompt on reload/close, and for in-app links a
 * pending target the page confirms in a modal. The admin uses a plain BrowserRouter (no data router, so no
 * useBlocker); link clicks are caught in the capture phase before the router sees them.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      e.preventDefault();
      e.stopPropagation();
      setPendingHref(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
  return { pendingHref, cancel: () => setPendingHref(null), request: setPendingHref };
}
