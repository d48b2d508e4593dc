/**
 * The open quantity modal of a scan screen kept on the device (lib/keep, per user and screen): which
 * line and the quantity typed but not yet confirmed. After a reload, or signing in again after a
 * session end, the same modal opens again with the same quantity once the lines are there, and the
 * operator is told once. Confirming or closing the modal forgets it.
 */
import { useEffect, useRef } from 'react';
import { useKeptState } from '../keep';
import { toast } from '../toasts';
import { m } from '../../messages/it';
import type { ScanEngine } from './use-scan-engine';

/** A line as kept: whatever finds it again (`ref`, plain JSON) and the text of the quantity field. */
export interface KeptEntry<R> {
  ref: R;
  quantity: string;
}

const isKeptEntry = (value: unknown): value is KeptEntry<unknown> | null => {
  const v = value as KeptEntry<unknown> | null;
  return v === null || (typeof v === 'object' && 'ref' in v && typeof v.quantity === 'string');
};
const isEmpty = (value: unknown) => value === null;

export interface KeptEntryPort<L, R> {
  /** What finds the line again after a reload (an id, or a small record). */
  refOf(line: L): R;
  /** The line for a kept ref, once the lines are there; null when it is gone. */
  lineOf(ref: R): L | null;
}

/**
 * `ready`: the lines are on screen (the kept entry is looked up then, once). The screen key should
 * name the screen and what it has open (e.g. `picking/<list ids>`).
 */
export function useKeptEntry<L, R>(
  screen: string,
  engine: Pick<ScanEngine<L>, 'open' | 'show' | 'setQuantity'>,
  ready: boolean,
  port: KeptEntryPort<L, R>,
): void {
  const kept = useKeptState<KeptEntry<R> | null>(screen, null, {
    isEmpty,
    accept: isKeptEntry as (value: unknown) => value is KeptEntry<R> | null,
  });
  const restoring = useRef(kept.restored && kept.value !== null);

  useEffect(() => {
    if (!restoring.current || !ready) return;
    restoring.current = false;
    const entry = kept.value;
    const line = entry && port.lineOf(entry.ref);
    if (!entry || !line) return kept.set(null);
    engine.show(line);
    engine.setQuantity(entry.quantity);
    toast(m.scan.entryRestored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the lines are there
  }, [ready]);

  const open = engine.open;
  const ref = open ? JSON.stringify(port.refOf(open.line)) : null;
  useEffect(() => {
    if (restoring.current) return;
    kept.set(open ? { ref: port.refOf(open.line), quantity: open.quantity } : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the open modal only
  }, [ref, open?.quantity]);
}
