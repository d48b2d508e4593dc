/**
 * Order packing's writes, one path each (docs/web-app.md "Which write path"):
 *
 * - a confirmed row is one `add_reading` command through the outbox (kept on the device, sent once
 *   by its key): the reading, its package, the pick's `closed` and (incoming) the item's new location
 *   in one server transaction, so nothing of it can be stored twice or half. A reading adds: another
 *   operator's reading of the same row meanwhile never refuses it (issue 41). The item's new
 *   location is a decision: moved by someone else meanwhile, the server refuses the whole
 *   (409 `stale_record`) and the row opens again on the fresh item with what was typed, saying who;
 * - the answer carries the pick with its new totals: it goes into the cache, no GET follows;
 * - the trash is one `delete_rows` command (the pick's readings, the pick open again).
 */
import { useCallback, useEffect, useState, type MutableRefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pickOfAnswer } from '../../domain/picks';
import {
  deletePickReadings,
  pickReadingOf,
  queuePickReading,
  type ReadingExtras,
} from '../../domain/readings';
import { newIdempotencyKey, showApiError } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { outbox, outboxDrained, type OutboxEntry } from '../../lib/outbox';
import { useOutbox, useOutboxSent } from '../../lib/outbox/use-outbox';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import * as calls from './packing-api';
import { startLocationId, type PackingFlags } from './packing-rules';
import type { Draft, Extras, PackingPick } from './packing-types';

const t = m.packing;

interface Input {
  orderId: number;
  flags: PackingFlags;
  scope: string;
  engine: ScanEngine<PackingPick>;
  current: (pick: PackingPick) => PackingPick;
  lastPackage: MutableRefObject<string | null>;
  reopen: (pick: PackingPick, quantity: number, values?: Extras) => void;
}

/** The pick id, quantity and row values a queued reading carries (to open the row again). */
interface ReadingMeta {
  pickId: number;
  quantity: number;
  values?: Extras;
}

export function usePackingWrites({ orderId, flags, scope, engine, current, lastPackage, reopen }: Input) {
  const client = useQueryClient();
  const picksKey = calls.packingKeys.picks(orderId);
  const putPick = useCallback(
    (fresh: PackingPick) =>
      client.setQueryData<PackingPick[]>(picksKey, (list) =>
        list?.map((p) => (p.id === fresh.id ? fresh : p)),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows the order
    [client, orderId],
  );

  async function confirm(entry: Draft) {
    const accepted = await engine.submit();
    if (!accepted) return;
    const pick = current(accepted.line);
    const locationId = Number(entry.locationId);
    lastPackage.current = entry.packageId;
    const extras: ReadingExtras = {
      package_id: entry.packageId ? Number(entry.packageId) : null,
    };
    if (flags.incoming && pick.item && locationId !== startLocationId(pick))
      extras.item_location = { location_id: locationId, lock_version: pick.item.lock_version ?? 0 };
    const { reading, label } = pickReadingOf(pick, accepted.quantity, accepted.lot, {
      projectId: orderId,
      locationId,
    });
    const values: Extras = { locationId: entry.locationId, packageId: entry.packageId };
    // Its answer goes into the packing list, loaded with the picks' default shape: no `fields`.
    queuePickReading(scope, reading, label, { extras, more: { values } });
  }

  useOutboxSent(
    useCallback(
      (entry: OutboxEntry, answer: unknown) => {
        const meta = entry.meta as ReadingMeta | undefined;
        if (entry.scope !== scope || !meta) return;
        const fresh = pickOfAnswer(answer, meta.pickId);
        if (fresh) putPick(fresh);
        else void client.invalidateQueries({ queryKey: picksKey });
        toast.success(t.saved);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows the scope
      [scope, putPick],
    ),
  );

  // A reading refused because its item moved meanwhile: the row opens again on the fresh pick.
  const { refused } = useOutbox(scope);
  const [toReopen, setToReopen] = useState<ReadingMeta | null>(null);
  useEffect(() => {
    const stale = refused.find((e) => e.errorId === 'stale_record');
    if (!stale) return;
    outbox.dismiss(stale.key);
    void client.invalidateQueries({ queryKey: picksKey }).then(() => {
      void dialogs.warning(stale.error ?? m.api.conflict);
      setToReopen(stale.meta as ReadingMeta);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to new refusals only
  }, [refused]);
  // Opened again once the screen has drawn the pick as read again, so the figure the dialog decides
  // on is the fresh one (opened before, it held the refused figure and a Conferma was stopped as
  // 'changed meanwhile').
  useEffect(() => {
    if (!toReopen) return;
    setToReopen(null);
    const fresh = client.getQueryData<PackingPick[]>(picksKey)?.find((p) => p.id === toReopen.pickId);
    if (fresh) reopen(fresh, toReopen.quantity, toReopen.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per refusal
  }, [toReopen]);

  async function removeReadings(pick: PackingPick) {
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    if (!(await outboxDrained([scope]))) return void dialogs.warning(m.scan.readingsWaiting());
    const idempotencyKey = newIdempotencyKey();
    await engine.send(async () => {
      const picks = await deletePickReadings(orderId, [pick.id], { reopen: true, idempotencyKey });
      picks.forEach(putPick);
      toast.success(t.readingsDeleted);
    });
  }

  async function addPackage(): Promise<string | null> {
    try {
      const created = await calls.createPackage(orderId);
      toast.success(t.newPackageCreated);
      await client.invalidateQueries({ queryKey: calls.packingKeys.packages(orderId) });
      lastPackage.current = String(created.id);
      return String(created.id);
    } catch (error) {
      showApiError(error);
      return null;
    }
  }

  return { confirm, removeReadings, addPackage };
}
