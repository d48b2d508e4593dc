/**
 * The open quantity dialog of a scan screen kept on the device (lib/keep, per user and screen): which
 * line, the lot of the reading that opened it and the quantity typed but not yet confirmed. After a
 * reload, or signing in again after a session end, the same dialog opens again with the same
 * quantity once the lines are there, and the operator is told once. Nothing was written for it, so
 * its Conferma writes once. Confirming or closing the dialog forgets it, and so does leaving the
 * screen; one kept longer than `KEPT_ENTRY_MAX_AGE_MS` is not opened again (the work moved on).
 * Every scan screen with a quantity dialog uses it (docs/web-app.md, "Scan screens").
 */
import { useEffect, useRef } from 'react';
import { useKeptState, writeKept } from '../keep';
import { toast } from '../toasts';
import { m } from '../../messages/it';
import type { ReadLot } from './read-lot';
import type { ScanEngine } from './use-scan-engine';

/** An open dialog older than this (since its last change) is not opened again after a reload. */
export const KEPT_ENTRY_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * A line as kept: whatever finds it again (`ref`, plain JSON), the text of the quantity field, the
 * lot the opening reading carried and when it last changed.
 */
export interface KeptEntry<R> {
  ref: R;
  quantity: string;
  lot: ReadLot;
  at: number;
}

const isKeptEntry = (value: unknown): value is KeptEntry<unknown> | null => {
  const v = value as KeptEntry<unknown> | null;
  return (
    v === null ||
    (typeof v === 'object' &&
      'ref' in v &&
      typeof v.quantity === 'string' &&
      typeof v.at === 'number' &&
      typeof v.lot === 'object' &&
      v.lot !== null)
  );
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
  engine: Pick<ScanEngine<L>, 'open' | 'loop' | 'setQuantity'>,
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
    const fresh = entry && Date.now() - entry.at < KEPT_ENTRY_MAX_AGE_MS;
    const line = fresh ? port.lineOf(entry.ref) : null;
    if (!entry || !line) return kept.set(null);
    engine.loop.open(line, entry.lot);
    engine.setQuantity(entry.quantity);
    toast(m.scan.entryRestored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the lines are there
  }, [ready]);

  const open = engine.open;
  const ref = open ? JSON.stringify(port.refOf(open.line)) : null;
  useEffect(() => {
    if (restoring.current) return;
    kept.set(
      open ? { ref: port.refOf(open.line), quantity: open.quantity, lot: open.lot, at: Date.now() } : null,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the open modal only
  }, [ref, open?.quantity, open?.lot]);

  // Leaving the screen forgets it (a reload does not unmount: the page just goes).
  useEffect(() => () => writeKept(screen, null), [screen]);
}
