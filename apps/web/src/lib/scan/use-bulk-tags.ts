/**
 * The bulk-tags mode bound to a screen: every tag of a reading goes to one `BulkTags` (one per
 * screen), the screen renders its throttled snapshot, and a barcode read here is answered with the
 * error sound and 'this screen reads tags' rather than dropped in silence. Tags are taken while a
 * dialog is open too: no question on these screens is about them, and a reading is never lost.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { m } from '../../messages/it';
import { feedback, useReadings } from '../reader';
import { toast } from '../toasts';
import { BulkTags, type BulkSnapshot, type BulkTagsOptions } from './bulk-tags';

export interface BulkTagsEngine<R> {
  tags: BulkTags<R>;
  snapshot: BulkSnapshot;
}

export function useBulkTags<R>(options: BulkTagsOptions<R>): BulkTagsEngine<R> {
  const [tags] = useState(() => new BulkTags<R>(options));
  useEffect(() => () => tags.dispose(), [tags]);
  const snapshot = useSyncExternalStore(tags.subscribe, tags.getSnapshot, tags.getSnapshot);
  useReadings((reading) => {
    if (reading.kind === 'tag') {
      tags.add(reading.tags);
      return;
    }
    feedback.error();
    toast.warning(m.scan.tagsOnly(reading.code));
  });
  return { tags, snapshot };
}
