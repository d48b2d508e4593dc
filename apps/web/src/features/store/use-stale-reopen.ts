/**
 * A 'Quantità Prelevata' the server refused because another operator stored one while it waited on
 * the device (409 `stale_record`, naming who): the refusal is said, the picks are read again, and
 * the pick's dialog opens again on the stored figure with what was typed, so the operator decides
 * again (as order packing does): a new decision, never a resend over what is stored.
 */
import { useEffect, useState } from 'react';
import { pendingPickReading, type PendingPickReading } from '../../domain/pending-picks';
import type { Pick } from '../../domain/records';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { outbox, type OutboxEntry } from '../../lib/outbox';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import { pickLine, type StoreLine } from './store-line';

export function useStaleReopen(
  engine: ScanEngine<StoreLine>,
  data: { refused: OutboxEntry[]; byId: ReadonlyMap<number, Pick>; picksKey: readonly unknown[] },
) {
  const { refused, byId, picksKey } = data;
  const [toReopen, setToReopen] = useState<PendingPickReading | null>(null);
  useEffect(() => {
    const stale = refused.find((e) => e.errorId === 'stale_record');
    if (!stale) return;
    outbox.dismiss(stale.key);
    void queryClient.invalidateQueries({ queryKey: picksKey }).then(() => {
      void dialogs.warning(stale.error ?? m.api.conflict);
      setToReopen(pendingPickReading(stale.meta));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to new refusals only
  }, [refused]);
  // Opened once the screen has drawn the picks as read again, so the dialog decides on the fresh
  // figure (opened before, it would hold the refused one and stop the next Conferma as changed).
  useEffect(() => {
    if (!toReopen) return;
    setToReopen(null);
    const fresh = byId.get(toReopen.pickId);
    if (!fresh || engine.open) return;
    engine.show(pickLine(fresh, true));
    engine.setQuantity(String(toReopen.quantity).replace('.', ','));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per refusal
  }, [toReopen]);
}
