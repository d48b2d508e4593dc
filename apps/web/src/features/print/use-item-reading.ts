/** A reading of an item's barcode (or an additional barcode) chooses that item. */
import { dialogs } from '../../lib/dialogs';
import { feedback, useReadings, validateSingleTag, visibleText } from '../../lib/reader';
import { m } from '../../messages/it';
import { findItemByCode, type LabelItem } from './api';

export function useItemReading(onItem: (item: LabelItem) => void) {
  useReadings(
    async (reading) => {
      const single = validateSingleTag(reading);
      if (!single.ok) return void dialogs.warning(single.message);
      const code = single.tag.trim();
      const found = await findItemByCode(code);
      if (!found) {
        feedback.error();
        return void dialogs.warning(`${m.reader.itemNotFound}<br>${m.reader.codeRead(visibleText(code))}`, {
          title: m.reader.searchItemTitle,
        });
      }
      onItem(found);
    },
    { ignoreWhileDialogOpen: true },
  );
}
