/**
 * A reading chooses the item to label, through the scan engine's parts: its reading subscription
 * (bridge, keyboard wedge, camera; the one dialog gate), its single-tag check (several tags or a
 * partial one refused with the error sound) and the one resolver — barcode, additional barcode, a
 * GS1 reading's GTIN, then the item's own code.
 */
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { singleCode } from '../../lib/scan/scan-loop';
import { useScanReadings } from '../../lib/scan/scan-readings';
import { appPorts } from '../../lib/scan/use-scan-engine';
import { resolveScan } from '../../domain/scan';
import { labelItemOf, type LabelItem } from './api';

export function useItemReading(onItem: (item: LabelItem) => void) {
  useScanReadings(async (reading) => {
    const code = singleCode(reading, appPorts);
    if (code === null) return;
    const found = await resolveScan(code, ['item', 'item-code']);
    if (found.kind === 'item') return onItem(labelItemOf(found.item));
    if (found.kind !== 'unknown') return;
    feedback.error();
    await dialogs.warning(found.message, { title: found.title });
  });
}
