import { useAppSelector, useToast } from '@cartlift/admin-kit';
import { useEffect, useRef } from 'react';
import { selectRefusal } from './editorSlice';

/** Shows a refused edit's message (a fifth goal, free shipping taken...) as a 3 s error toast. */
export function useRefusalToast(): void {
  const refusal = useAppSelector(selectRefusal);
  const toast = useToast();
  const shown = useRef(refusal?.seq ?? 0);
  useEffect(() => {
    if (!refusal || refusal.seq === shown.current) return;
    shown.current = refusal.seq;
    toast(refusal.message, { isError: true });
  }, [refusal, toast]);
}
