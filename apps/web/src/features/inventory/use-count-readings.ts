/**
 * The counting screens' descriptor on the shared scan engine (lib/scan): a reading finds its line
 * by the item's codes, else the item itself; an item without a line becomes a new line (free,
 * mixed) or is refused (list: not in this location's list); in free counting a reading of a counted
 * item counts one at once. The engine does the rest (dialog gate, single tag, same item +1,
 * replace confirmation, measure unit, negatives); the excess rule is the mode's. A confirmed
 * quantity is queued in the outbox.
 */
import { useRef } from 'react';
import { COUNT_OPTIONS, validateQuantity, type InventoryMode, type ReadLot } from '@warehouse/shared';
import type { ScanDescriptor } from '../../lib/scan/scan-loop';
import { isDivisibleUnit } from '../../domain/items';
import { detectedChangedText } from '../../domain/live';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { useKeptEntry } from '../../lib/scan/use-kept-entry';
import { m } from '../../messages/it';
import { findItemByCode, placeKey, type CountPlace } from './api';
import { queueCount } from './writes';
import { itemCodes, shownDetected, type CountLine } from './count-lines';
import { isTransientFailure } from '../../lib/api';
import type { CountMode } from './count-modes';
import type { Item } from './types';
import type { useCount } from './use-count';

const t = m.inventory;

/** List counting starts at the remaining quantity; the others at 1 (packing spec §9). */
export function defaultQuantity(mode: InventoryMode, line: CountLine): number {
  if (!COUNT_OPTIONS[mode].prefillRemaining || line.pickId === null) return 1;
  return Math.max(0, Math.round((line.expected - shownDetected(line)) * 1000) / 1000);
}

/** A line for an item not counted here yet (`item` null: still to be chosen from the list). */
export function newLine(item: Item | null, locationName: string): CountLine {
  return {
    key: `new:${item?.id ?? ''}`,
    itemId: item?.id ?? 0,
    pickId: null,
    item,
    locationName,
    expected: item?.quantity ?? 0,
    detected: 0,
    pending: 0,
  };
}

/** A new line whose item is chosen from the list ('Aggiungi articolo'). */
export function chooseLine(item: Item | null, locationName: string): CountLine {
  return { ...newLine(item, locationName), key: 'choose:' };
}

export const isNewLine = (line: CountLine) => line.key.startsWith('new:') || line.key === 'choose:';

/** An open line as kept across a reload: a counted line by its item, a new one with its item. */
type KeptLine = { itemId: number } | { key: string; item: Item | null };

interface Input {
  descriptor: CountMode;
  projectId: number;
  place: CountPlace;
  count: ReturnType<typeof useCount>;
  /** The items a new line can be (editable modes), from the server or kept on the device. */
  items?: readonly Item[];
}

export function useCountReadings({ descriptor, projectId, place, count, items }: Input) {
  const { mode } = descriptor;
  /**
   * The item a code names: the server says; without a network, the items kept on the device (a new
   * item read offline is counted like any reading, issue 48), or the operator is told it waits.
   */
  const findItem = async (code: string): Promise<Item | null> => {
    try {
      return await findItemByCode(code);
    } catch (error) {
      if (!isTransientFailure(error)) throw error;
      const trimmed = code.trim();
      const found = items?.find((item) => itemCodes(item).includes(trimmed));
      if (found) return found;
      throw new Error(t.offlineItemUnknown(trimmed), { cause: error });
    }
  };
  // The item a code found on the server, so a list count can say "not in this list" rather than "not found".
  const looked = useRef<Item | null>(null);

  const enqueue = (line: CountLine, quantity: number, lot: ReadLot) =>
    queueCount(projectId, place, {
      itemId: line.itemId,
      pickId: line.pickId,
      quantity,
      item: line.item!,
      locationName: line.locationName || count.placeName,
      ...(lot.lot || lot.tag ? { lot } : {}),
    });

  const scan: ScanDescriptor<CountLine> = {
    // Lines that could not be loaded (no network after a reload) still leave those counted on the device.
    ready: !count.lines.isPending,
    findLine: (code) => count.index.get(code),
    async newLine(code) {
      const item = await findItem(code);
      looked.current = item;
      if (!item) return null;
      const line = count.shown.find((l) => l.itemId === item.id);
      if (line) return line;
      return descriptor.newLineOnReading ? newLine(item, count.placeName) : null;
    },
    unknown: (code) =>
      looked.current
        ? { message: `${t.notInList}<br>${t.codeRead(code)}` }
        : { message: `${t.itemNotFound}<br>${t.codeRead(code)}`, title: t.searchItemTitle },
    sameItem: (a, b) => a.itemId === b.itemId,
    unit: (line) => line.item?.measure_unit?.name ?? '',
    divisible: (line) => isDivisibleUnit(line.item?.measure_unit),
    allowZero: true,
    initialQuantity: (line) => defaultQuantity(mode, line),
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (line, quantity) =>
      validateQuantity({
        entered: quantity,
        detected: shownDetected(line),
        expected: line.expected,
        excessAllowed: COUNT_OPTIONS[mode].excessAllowed,
      }),
    onFound: descriptor.countOnReading
      ? (line, lot) => {
          if (isNewLine(line) || !line.item) return false;
          enqueue(line, 1, lot);
          return true;
        }
      : undefined,
    // The open line follows other operators' counts of its item; a changed count is said first.
    seen: {
      current: (line) =>
        (line.itemId ? count.shown.find((l) => l.itemId === line.itemId) : undefined) ?? line,
      figure: shownDetected,
      changed: (now, line) => detectedChangedText(now, { pickId: line.pickId, reading: line.lastReading }),
    },
  };
  const engine = useScanEngine(scan);
  // The open dialog survives a reload (lib/scan/use-kept-entry): a counted line by its item, a new one with it.
  useKeptEntry(`inventory/${mode}/${projectId}/${placeKey(place)}`, engine, scan.ready, {
    refOf: (line: CountLine): KeptLine =>
      isNewLine(line) ? { key: line.key, item: line.item } : { itemId: line.itemId },
    lineOf: (ref: KeptLine) => {
      const itemId = 'itemId' in ref ? ref.itemId : ref.item?.id;
      const counted = itemId ? count.shown.find((l) => l.itemId === itemId) : undefined;
      if (counted || 'itemId' in ref) return counted ?? null;
      return ref.key === 'choose:'
        ? chooseLine(ref.item, count.placeName)
        : newLine(ref.item, count.placeName);
    },
  });

  const confirm = async () => {
    const accepted = await engine.submit();
    if (!accepted) return;
    // Adding nothing to a counted line changes nothing; a new line counted at 0 says "none here".
    if (accepted.quantity > 0 || isNewLine(accepted.line))
      enqueue(accepted.line, accepted.quantity, accepted.lot);
  };

  return { engine, confirm };
}
