/**
 * Readings and the quantity dialog of a counting screen. A reading finds its line by the item's
 * codes (else the item itself): the same item as the open dialog adds 1 to its quantity; another
 * item asks before replacing it; an item without a line opens a new line (free, mixed) or is
 * refused (list); in free counting a reading of a counted item counts one at once. A confirmed
 * quantity is checked by the shared rule and queued in the outbox.
 */
import { useCallback } from 'react';
import { COUNT_OPTIONS, validateQuantity, validateSingleTag, type InventoryMode } from '@warehouse/shared';
import { dialogs } from '../../lib/dialogs';
import { getOpenDialogs } from '../../lib/dialogs/dialogs';
import { feedback, useReadings } from '../../lib/reader';
import { m } from '../../messages/it';
import { findItemByCode, queueCount, type CountPlace } from './api';
import { shownDetected, type CountLine } from './count-lines';
import type { CountMode } from './count-modes';
import { parseQuantity } from './format';
import type { LineDialog } from './line-modal';
import type { Item } from './types';
import type { useCount } from './use-count';

const t = m.inventory;

/** List counting starts at the remaining quantity; the others at 1 (packing spec §9). */
export function defaultQuantity(mode: InventoryMode, line: CountLine | null): number {
  if (!COUNT_OPTIONS[mode].prefillRemaining || !line) return 1;
  return Math.max(0, Math.round((line.expected - shownDetected(line)) * 1000) / 1000);
}

interface Input {
  descriptor: CountMode;
  projectId: number;
  place: CountPlace;
  count: ReturnType<typeof useCount>;
  dialog: LineDialog | null;
  setDialog: (dialog: LineDialog | null) => void;
}

export function useCountReadings({ descriptor, projectId, place, count, dialog, setDialog }: Input) {
  const { mode } = descriptor;
  const openLine = useCallback(
    (line: CountLine) =>
      setDialog({ line, item: line.item, quantity: defaultQuantity(mode, line), choose: false }),
    [mode, setDialog],
  );

  const enqueue = (line: CountLine | null, item: Item, quantity: number) =>
    queueCount(projectId, place, {
      itemId: item.id,
      pickId: line?.pickId ?? null,
      quantity,
      item,
      locationName: line?.locationName || count.placeName,
    });

  function confirm(current: LineDialog) {
    const item = current.item;
    if (!item) return;
    const line = current.line ?? count.shown.find((l) => l.itemId === item.id) ?? null;
    const entered = parseQuantity(current.quantity);
    const check = validateQuantity({
      entered,
      detected: line ? shownDetected(line) : 0,
      expected: line ? line.expected : (item.quantity ?? 0),
      excessAllowed: COUNT_OPTIONS[mode].excessAllowed,
    });
    if (!check.ok) return void dialogs.warning(check.text, { title: check.title });
    setDialog(null);
    // Adding nothing to a counted line changes nothing; a new line counted at 0 says "none here".
    if (entered > 0 || !line) enqueue(line, item, entered);
  }

  const notFound = (code: string) => {
    feedback.error();
    void dialogs.warning(`${t.itemNotFound}<br>${t.codeRead(code)}`, { title: t.searchItemTitle });
  };

  useReadings(async (reading) => {
    // A question or message is open: it must be answered first. Lines that could not be loaded
    // (no network after a reload) still leave the lines counted on the device to count on.
    if (getOpenDialogs().length > 0 || count.lines.isPending) return;
    const single = validateSingleTag(reading);
    if (!single.ok) return void dialogs.warning(single.message);
    const code = single.tag.trim();
    let line = count.index.get(code) ?? null;
    const item = line?.item ?? (await findItemByCode(code));
    if (!item) return notFound(code);
    line ??= count.shown.find((l) => l.itemId === item.id) ?? null;
    if (dialog) {
      if (dialog.item?.id === item.id) {
        return setDialog({ ...dialog, quantity: parseQuantity(dialog.quantity) + 1 || 1 });
      }
      if (!(await dialogs.confirm(t.replaceItem))) return;
    }
    if (!line) {
      if (!descriptor.newLineOnReading) return void dialogs.warning(`${t.notInList}<br>${t.codeRead(code)}`);
      return setDialog({ line: null, item, quantity: 1, choose: false });
    }
    if (descriptor.countOnReading && !dialog) return enqueue(line, item, 1);
    openLine(line);
  });

  return { openLine, confirm };
}
