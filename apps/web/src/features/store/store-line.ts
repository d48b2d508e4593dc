/**
 * The store screens' scan descriptor (lib/scan): what a line is, how a code finds one (a pick of the
 * supply through the barcode index; on supply creation an item read that is not in it yet becomes a
 * new line), the quantity the modal opens with, and the store's quantity rules — a picked quantity
 * may exceed the expected one (spec section 9); an expected quantity must be above 0 (section 5).
 */
import { validateQuantity } from '@warehouse/shared';
import { isDivisibleUnit, measureUnitOf } from '../../domain/items';
import { detectedOf, expectedOf, findPickForCode, type BarcodeIndex } from '../../domain/picks';
import type { Item, Pick } from '../../domain/records';
import { detectedChangedText, lastReadingOf } from '../../domain/live';
import { resolveScan } from '../../domain/scan';
import type { ScanDescriptor } from '../../lib/scan/scan-loop';
import { m } from '../../messages/it';
import { isValidExpectedQuantity, STORE_EXCESS_ALLOWED } from './rules';

/** A line of the item modal: a new supply item, a pick's expected quantity, or its picked one. */
export type StoreLine =
  { mode: 'new'; item: Item | null } | { mode: 'expected'; pick: Pick } | { mode: 'picked'; pick: Pick };

export const lineItem = (line: StoreLine): Item | null =>
  line.mode === 'new' ? line.item : (line.pick.item ?? null);

/** A tap on a pick's row: its picked quantity when fulfilling, its expected one when creating. */
export const pickLine = (pick: Pick, picking: boolean): StoreLine =>
  picking ? { mode: 'picked', pick } : { mode: 'expected', pick };

export interface StoreDescriptorInput {
  ready: boolean;
  /** A modal write is under way: readings wait. */
  busy: boolean;
  picking: boolean;
  /** Read-only (`locked=true`): no new lines. */
  locked: boolean;
  index: BarcodeIndex | undefined;
  byId: ReadonlyMap<number, Pick>;
}

export function storeDescriptor(input: StoreDescriptorInput): ScanDescriptor<StoreLine> {
  const { picking, locked, index, byId } = input;
  return {
    ready: input.ready,
    busy: input.busy,
    findLine: (code) => {
      const pick = index && findPickForCode(index, byId, code, STORE_EXCESS_ALLOWED);
      return pick ? pickLine(pick, picking) : undefined;
    },
    newLine:
      picking || locked
        ? undefined
        : async (code) => {
            const found = await resolveScan(code, ['item']);
            return found.kind === 'item' ? { mode: 'new', item: found.item } : null;
          },
    unknown: (code) => ({
      title: m.reader.searchItemTitle,
      message: `${m.reader.itemNotFound}<br>${m.reader.codeRead(code)}`,
    }),
    sameItem: (a, b) => lineItem(a)?.id === lineItem(b)?.id,
    unit: (line) => measureUnitOf(lineItem(line)),
    divisible: (line) => isDivisibleUnit(lineItem(line)?.measure_unit),
    // 'Quantità Prelevata' 0 is "none picked"; an expected quantity is refused at 0 by the rule below.
    allowZero: true,
    initialQuantity: (line) => {
      if (line.mode === 'expected') return expectedOf(line.pick);
      if (line.mode === 'picked' && detectedOf(line.pick) > 0) return detectedOf(line.pick);
      return '';
    },
    repeatScan: 'ignore',
    whileOpen: 'ignore',
    checkQuantity: (line, quantity) => {
      if (line.mode === 'picked')
        return validateQuantity({
          entered: quantity,
          detected: 0,
          expected: expectedOf(line.pick),
          excessAllowed: STORE_EXCESS_ALLOWED,
        });
      return isValidExpectedQuantity(quantity)
        ? { ok: true }
        : { ok: false, field: m.store.itemModal.aboveZero };
    },
    // A 'Quantità Prelevata' set by another operator while the modal is open is said before saving.
    seen: {
      current: (line) =>
        line.mode === 'new' ? line : { ...line, pick: byId.get(line.pick.id) ?? line.pick },
      figure: (line) => (line.mode === 'picked' ? detectedOf(line.pick) : 0),
      changed: (now, line) =>
        detectedChangedText(
          now,
          line.mode === 'new' ? {} : { pickId: line.pick.id, reading: lastReadingOf(line.pick) },
        ),
    },
  };
}
