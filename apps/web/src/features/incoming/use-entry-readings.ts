/**
 * The incoming screen's readings, through the scan engine's subscription (bridge, keyboard wedge,
 * one dialog gate; an EPC typed by a wedge RFID reader counts as a tag). A barcode is a box label:
 * it fills order, item, lot and weight; an item's own EAN on the chosen order fills the item; a
 * refused one leaves the form as it was (the warning says why). A tag passes the single-tag check and must be new.
 */
import { useRef } from 'react';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { feedback, readableCode, type InputReading } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { singleCode } from '../../lib/scan/scan-loop';
import { useScanReadings } from '../../lib/scan/scan-readings';
import { appPorts } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import { picksOfOrderQuery } from '../../domain/picks';
import { openSupplierOrdersQuery } from '../../domain/projects';
import { resolveScan } from '../../domain/scan';
import {
  fillFromLabel,
  isBareGtin,
  resolveIncomingBarcode,
  type BarcodeOutcome,
  type BarcodePatch,
} from './barcode';
import { EMPTY_LABEL, type Entry, type EntryState } from './entry';
import { weightKg, weightText } from './entry-rules';
import { Gs1LabelCodes, neededBeside } from '../../lib/scan/label-codes';
import { orderLines } from './order-lines';

const t = m.incoming;

export type FocusTarget = 'barcode' | 'tag' | 'lot' | 'weight' | 'item' | 'save' | 'none';

const errorText = (message: string, error: unknown) =>
  [message, error instanceof Error ? error.message : null].filter(Boolean).join('<br>');

async function ordersOf(fresh: boolean) {
  if (!fresh) {
    const cached = queryClient.getQueryData(openSupplierOrdersQuery().queryKey);
    if (cached) return cached;
  }
  return queryClient.fetchQuery({ ...openSupplierOrdersQuery(), staleTime: 0 });
}

const linesOf = async (orderId: number) =>
  orderLines(await queryClient.fetchQuery({ ...picksOfOrderQuery(orderId), staleTime: 5_000 }));

const deps = { orders: ordersOf, lines: linesOf };

/** The values a label puts in the form: a new box, on the label's order. */
function boxOf(code: string, values: BarcodePatch): Partial<Entry> {
  const { labelWeight, weight, expiry, bestBefore, sscc } = values;
  return {
    ...EMPTY_LABEL,
    barcode: code,
    orderId: values.orderId,
    itemId: values.itemId ?? null,
    lot: values.lot ?? '',
    weight: values.weight === undefined ? '' : weightText(values.weight),
    label: { labelWeight, weight, expiry, bestBefore, sscc },
  };
}

/**
 * Where the operator goes after a label: the first field still empty, never the tag field (a
 * keyboard-wedge scanner would type the next label into it); 'none' leaves the readers in charge.
 */
function nextAfterLabel(e: Entry): FocusTarget {
  if (e.itemId === null) return 'item';
  if (e.lot === '') return 'lot';
  if (weightKg(e.weight) === null) return 'weight';
  return e.tag === '' ? 'none' : 'save';
}

export function useEntryReadings(
  { current, patch }: EntryState,
  focus: (target: FocusTarget) => void,
  busy: boolean,
): void {
  const barcodeRun = useRef(0);
  const tagRun = useRef(0);
  const labels = useRef(new Gs1LabelCodes());

  const onBarcode = async (code: string) => {
    const mine = ++barcodeRun.current;
    // A saved or cleared box: the next barcode starts a new label.
    if (current().barcode === '') labels.current.reset();
    const step = labels.current.read(code);
    // The Barcode field shows the codes as printed under them: no box for a GS1 separator.
    const shown = step.kind === 'label' ? step.codes.map(readableCode).join(' + ') : readableCode(code);
    const before = current();
    patch({ barcode: shown });
    let outcome: BarcodeOutcome;
    if (step.kind === 'other') outcome = await resolveIncomingBarcode(code, deps, before.orderId);
    else outcome = await fillFromLabel(step.barcode, deps, current().orderId);
    if (mine !== barcodeRun.current) return;
    const incomplete = step.kind === 'label' && step.missing !== null ? step.missing : null;
    if (incomplete && !outcome.ok && outcome.message === t.barcodeWithoutOrder) {
      // Part of a label with no order yet: kept until its other barcodes (or the order) come.
      patch({ ...EMPTY_LABEL, barcode: shown });
      toast(t.labelIncomplete(incomplete.ai, neededBeside(incomplete)));
      return;
    }
    if (outcome.ok) {
      // An item's own EAN of the item already filled is the same box: its lot and weight stay.
      const sameBox = step.kind === 'other' && isBareGtin(code) && outcome.patch.itemId === before.itemId;
      patch(sameBox ? { barcode: shown } : boxOf(shown, outcome.patch));
      if (incomplete) toast(t.labelIncomplete(incomplete.ai, neededBeside(incomplete)));
      else focus(nextAfterLabel(current()));
      return;
    }
    // Refused: nothing filled is lost (issue 48), the Barcode field shows again what it showed, and
    // the warning says why; a label's order fills an empty order field only.
    patch({ barcode: before.barcode, orderId: before.orderId ?? outcome.patch?.orderId ?? null });
    feedback.error();
    await dialogs.warning([outcome.message, outcome.detail].filter(Boolean).join('<br>'));
  };

  const onTag = async (reading: InputReading) => {
    const tag = singleCode(reading, appPorts);
    if (tag === null) {
      patch({ tag: '' });
      return;
    }
    const mine = ++tagRun.current;
    patch({ tag });
    let inUse: boolean;
    try {
      // The one answer to "what did I scan?": a tag that has readings already is in use.
      inUse = (await resolveScan(tag, ['tag'])).kind === 'tag';
    } catch (error) {
      if (mine !== tagRun.current) return;
      feedback.error();
      await dialogs.error(errorText(t.rowsError, error));
      return;
    }
    if (mine !== tagRun.current) return;
    if (inUse) {
      feedback.error();
      await dialogs.warning(t.tagInUse(tag), { title: t.tagAlreadyInserted });
      return;
    }
    focus('save');
  };

  useScanReadings(
    async (reading) => {
      if (reading.kind === 'barcode') await onBarcode(reading.code);
      else await onTag(reading);
    },
    { tags: true, busy },
  );
}

export { errorText };
