import { useCallback, useEffect, useState } from 'react';
import { LOCAL_FLAG_EVENT, readLocalFlag, writeLocalFlag, type LocalFlag } from './localFlags';

/** A local flag as React state, kept in step with writes from other screens and tabs. */
export function useLocalFlag(shop: string, flag: LocalFlag): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readLocalFlag(shop, flag));
  useEffect(() => {
    const sync = () => setValue(readLocalFlag(shop, flag));
    window.addEventListener(LOCAL_FLAG_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(LOCAL_FLAG_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, [shop, flag]);
  const set = useCallback((v: boolean) => writeLocalFlag(shop, flag, v), [shop, flag]);
  return [value, set];
}
