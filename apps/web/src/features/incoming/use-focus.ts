/**
 * Where the cursor goes next (spec: location → barcode, order → tag, item → lot; after a label the
 * first empty field; a new tag → Save). The move waits for the render that enabled the field.
 * 'none' takes the cursor out of every field, so the readers' keys reach the wedge detector.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusTarget } from './use-entry-readings';

type Focusable = HTMLInputElement | HTMLButtonElement;

export function useFocus() {
  const refs = {
    barcode: useRef<HTMLInputElement>(null),
    item: useRef<HTMLInputElement>(null),
    lot: useRef<HTMLInputElement>(null),
    weight: useRef<HTMLInputElement>(null),
    tag: useRef<HTMLInputElement>(null),
    save: useRef<HTMLButtonElement>(null),
  };
  const [request, setRequest] = useState<{ target: FocusTarget; n: number } | null>(null);
  const focus = useCallback((target: FocusTarget) => setRequest((r) => ({ target, n: (r?.n ?? 0) + 1 })), []);
  const stable = useRef(refs);
  useEffect(() => {
    if (!request) return;
    if (request.target === 'none') {
      (document.activeElement as HTMLElement | null)?.blur?.();
      return;
    }
    const el: Focusable | null = stable.current[request.target].current;
    if (el && !el.disabled) el.focus();
  }, [request]);
  return { refs: stable.current, focus };
}
