import { useCallback, useRef, useState } from 'react';

/**
 * Loads a validator once (a failed load is asked again by the next call) and holds it once loaded, so a screen's first
 * paint does without it (zod and the domain's schemas are a chunk of their own). `validate` is null until it has
 * loaded; `validator()` answers it, loading it first if need be (a save awaits it).
 */
export function useLazyValidator<V>(load: () => Promise<V>): { validate: V | null; validator: () => Promise<V> } {
  const [validate, setValidate] = useState<V | null>(null);
  const loading = useRef<Promise<V> | null>(null);
  const validator = useCallback((): Promise<V> => {
    loading.current ??= load().then(
      (v) => {
        // The validator is a function: set it through an updater, or React would call it as one.
        setValidate(() => v);
        return v;
      },
      (e: unknown) => {
        loading.current = null;
        throw e;
      },
    );
    return loading.current;
  }, [load]);
  return { validate, validator };
}
