/**
 * The open pick modal kept on the device (lib/keep, per user and screen): the pick and the quantity
 * typed but not yet confirmed. After a reload, or signing in again after a session end, the same
 * modal opens again with the same quantity, once the picks are there, and the operator is told once.
 * Confirming or closing the modal forgets it.
 */
import { useEffect, useRef } from 'react';
import type { Pick as PickRecord } from '../../domain/records';
import { useKeptState } from '../../lib/keep';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';

export interface KeptEntry {
  pickId: number;
  quantity: string;
}

const isKeptEntry = (value: unknown): value is KeptEntry | null => {
  const v = value as KeptEntry | null;
  return (
    v === null || (typeof v === 'object' && Number.isSafeInteger(v.pickId) && typeof v.quantity === 'string')
  );
};
const isEmpty = (value: KeptEntry | null) => value === null;

/** `byId`: the picks once they are on screen (null before), where the kept entry is looked up. */
export function useKeptEntry(
  screen: string,
  engine: Pick<ScanEngine<PickRecord>, 'open' | 'show' | 'setQuantity'>,
  byId: ReadonlyMap<number, PickRecord> | null,
): void {
  const kept = useKeptState<KeptEntry | null>(screen, null, { isEmpty, accept: isKeptEntry });
  const restoring = useRef(kept.restored && kept.value !== null);

  useEffect(() => {
    if (!restoring.current || byId === null) return;
    restoring.current = false;
    const entry = kept.value;
    const pick = entry && byId.get(entry.pickId);
    if (!entry || !pick) return kept.set(null);
    engine.show(pick);
    engine.setQuantity(entry.quantity);
    toast(m.picking.entryRestored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the picks are there
  }, [byId]);

  const open = engine.open;
  useEffect(() => {
    if (restoring.current) return;
    kept.set(open ? { pickId: open.line.id, quantity: open.quantity } : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the open modal only
  }, [open?.line.id, open?.quantity]);
}
