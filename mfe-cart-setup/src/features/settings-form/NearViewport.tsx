import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether `ref`'s element has come within `rootMargin` of the viewport; once true it stays true. Where
 * IntersectionObserver is missing the answer is `unsupported`. Nothing is watched while `paused`.
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  { rootMargin, unsupported, paused = false }: { rootMargin: string; unsupported: boolean; paused?: boolean },
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' && unsupported);
  useEffect(() => {
    const node = ref.current;
    if (near || paused || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, near, paused, rootMargin]);
  return near;
}

/**
 * Renders `children` (a lazy part of a screen) once its placeholder comes within a screen height of the viewport, so
 * parts below the fold stay out of the screen's first load; at once where IntersectionObserver is missing.
 */
export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin: '100% 0px', unsupported: true });
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : <div ref={ref}>{placeholder}</div>;
}
