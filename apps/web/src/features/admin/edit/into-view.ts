/**
 * What the user must read after Salva or Elimina, brought to the top of the screen: on a phone
 * (360×640) the form is longer than the screen and a refusal, the conflict panel or a field's error
 * would appear above it, unseen. The shell's scroll padding keeps it clear of the fixed header.
 */
import { useEffect, useRef } from 'react';
import type { FieldDescriptor } from '../types';

/** A ref whose element is scrolled into view whenever `shown` changes to something. */
export function useIntoView<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  return ref;
}

/** The first field (in the form's order) with an error: its cell scrolled into view, its input focused. */
export function showFirstError(
  form: HTMLFormElement | null,
  fields: readonly FieldDescriptor[],
  errors: Record<string, unknown>,
): void {
  const first = fields.find((f) => errors[f.name]);
  if (!form || !first) return;
  form.querySelector(`[data-cell="${first.name}"]`)?.scrollIntoView({ block: 'start' });
  form.querySelector<HTMLElement>(`[data-testid="field-${first.name}"]`)?.focus({ preventScroll: true });
}
