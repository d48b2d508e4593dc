import { useRef } from 'react';

/**
 * The first decided value of `verdict` (undefined while its data load), kept for the life of the
 * component: a screen that opened on an open container stays open when its own 'Concludi' closes
 * it, instead of turning into the closed notice under the operator's last action.
 */
export function useFirstVerdict<T>(verdict: T | undefined): T | undefined {
  const first = useRef<T | undefined>(undefined);
  if (first.current === undefined && verdict !== undefined) first.current = verdict;
  return first.current;
}
