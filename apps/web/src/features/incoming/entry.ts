/**
 * The open incoming entry (location, barcode, order, item, lot, weight, tag, what the label said and
 * the key of a save under way), kept on the device with `useKeptState` so that a session end,
 * a reload or a closed tab does not lose it: the next visit of the same user gets it back, once,
 * with one message. A locked location wins over the kept one.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useKeptState } from '../../lib/keep';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import type { BarcodePatch } from './barcode';
import { readLockedLocation } from './location-lock';

/** What the last label said beyond the fields: its weight in pounds, its dates. */
export type LabelInfo = Pick<BarcodePatch, 'labelWeight' | 'weight' | 'expiry' | 'bestBefore' | 'sscc'>;

export interface Entry {
  locationId: number | null;
  barcode: string;
  orderId: number | null;
  itemId: number | null;
  lot: string;
  /** As typed (or as the label gave it): never rewritten. */
  weight: string;
  tag: string;
  /**
   * The tag came after a label, so it belongs to that label's box: the next label (a new box) clears
   * it. A tag read before any label (tag first, then the label) stays.
   */
  tagOfLabel?: boolean;
  label: LabelInfo;
  /**
   * The Idempotency-Key of a save sent whose answer has not come (no network, a reload meanwhile),
   * for these values (`fingerprint`): Save sends it again under the same key, so the server answers
   * from its record and writes nothing twice.
   */
  saveKey: { fingerprint: string; key: string } | null;
}

/** What a box label fills, so what a new label — read or refused — replaces. */
export const EMPTY_LABEL = { barcode: '', itemId: null, lot: '', weight: '', label: {} } as const;

function blank(locationId: number | null, orderId: number | null): Entry {
  return { locationId, orderId, ...EMPTY_LABEL, tag: '', label: {}, saveKey: null };
}

const isId = (v: unknown) => v === null || (typeof v === 'number' && Number.isSafeInteger(v));
const isText = (v: unknown) => typeof v === 'string';

function isEntry(value: unknown): value is Entry {
  const e = value as Partial<Entry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    isId(e.locationId) &&
    isId(e.orderId) &&
    isId(e.itemId) &&
    [e.barcode, e.lot, e.weight, e.tag].every(isText) &&
    typeof e.label === 'object'
  );
}

export interface EntryState {
  entry: Entry;
  /** The latest values, also between a change and its render (handlers that resume after an await). */
  current(): Entry;
  patch(values: Partial<Entry>): void;
  /** After a save: a new box on the same location and (on /incoming/{id}) order. */
  reset(): void;
}

export function useEntry(routeOrderId: number | null, startLocation: number | null): EntryState {
  const initial = blank(startLocation, routeOrderId);
  const isEmpty = useCallback(
    (e: Entry) =>
      e.barcode === '' &&
      e.itemId === null &&
      e.lot === '' &&
      e.weight === '' &&
      e.tag === '' &&
      e.saveKey == null &&
      (e.orderId === null || e.orderId === routeOrderId),
    [routeOrderId],
  );
  const kept = useKeptState<Entry>(`incoming/${routeOrderId ?? 'any'}`, initial, {
    isEmpty,
    accept: isEntry,
  });
  const ref = useRef<Entry>(kept.value);
  const locked = readLockedLocation();
  if (locked !== null && ref.current.locationId !== locked)
    ref.current = { ...ref.current, locationId: locked };

  const told = useRef(false);
  useEffect(() => {
    if (kept.restored && !told.current) toast(m.incoming.restored);
    told.current = true;
  }, [kept.restored]);

  const { set, clear } = kept;
  const patch = useCallback(
    (values: Partial<Entry>) => {
      // A change of what would be saved starts a new save (a new key).
      const next: Entry = { ...ref.current, saveKey: null, ...values };
      if ('tag' in values) next.tagOfLabel = next.tag !== '' && next.barcode !== '';
      else if ('barcode' in values && ref.current.tagOfLabel)
        Object.assign(next, { tag: '', tagOfLabel: false });
      ref.current = next;
      set(ref.current);
    },
    [set],
  );
  const reset = useCallback(() => {
    ref.current = blank(ref.current.locationId, routeOrderId);
    clear();
    set(ref.current);
  }, [clear, set, routeOrderId]);

  return { entry: ref.current, current: () => ref.current, patch, reset };
}
