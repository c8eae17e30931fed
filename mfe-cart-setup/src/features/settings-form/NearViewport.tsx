import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy part of a screen) once its placeholder comes within a screen height of the viewport, so
 * parts below the fold stay out of the screen's first load; at once where IntersectionObserver is missing.
 */
export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : <div ref={ref}>{placeholder}</div>;
}
