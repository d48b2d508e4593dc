/**
 * Order packing's state and actions: the order, its picks (sorted once), packages and locations;
 * the row draft the modal edits; readings; confirm, delete, conclude and suspend. Every write sends
 * the lock_version it read; a 409 reloads what changed, says so, and lets the operator redo the
 * entry (the draft stays open with the fresh pick) — the next try carries the fresh lock_version.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { concludeOrderPacking, messages, suspendOrderPacking, type Plan } from '@warehouse/shared';
import { isApiError, newIdempotencyKey, showApiError } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { getOpenDialogs } from '../../lib/dialogs/dialogs';
import { feedback, useReadings, validateSingleTag } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import * as calls from './packing-api';
import {
  checkQuantity,
  closedAfter,
  defaultQuantity,
  findPickForReading,
  locksOf,
  parseQuantity,
  quantitiesOf,
  selectionPath,
  sortPicks,
  startLocationId,
  type PackingFlags,
  type RowValues,
} from './packing-rules';
import type { PackingAnswer, PackingPick } from './packing-types';

const t = m.packing;

export interface Draft extends RowValues {
  pick: PackingPick;
}

const isConflict = (error: unknown) => isApiError(error) && error.kind === 'conflict';

export function usePacking(orderId: number, flags: PackingFlags, printerId: number | null) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useQuery({
    queryKey: calls.packingKeys.order(orderId),
    queryFn: () => calls.fetchOrder(orderId),
  });
  const picksQuery = useQuery({
    queryKey: calls.packingKeys.picks(orderId),
    queryFn: async () => sortPicks(await calls.fetchPicks(orderId)),
  });
  const packages = useQuery({
    queryKey: calls.packingKeys.packages(orderId),
    queryFn: () => calls.fetchPackages(orderId),
    enabled: !flags.incoming,
  });
  const locations = useQuery({ queryKey: calls.packingKeys.locations, queryFn: calls.fetchLocations });
  const picks = useMemo(() => picksQuery.data ?? [], [picksQuery.data]);

  const [draft, setDraft] = useState<Draft | null>(null);
  const draftRef = useRef<Draft | null>(null);
  draftRef.current = draft;
  const lastPackage = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = () => client.invalidateQueries({ queryKey: ['packing', orderId] });

  /** A write that met another operator's change: reload, say so, keep the entry open to redo. */
  async function recover(error: unknown, redo?: Draft) {
    if (!isConflict(error)) return showApiError(error);
    toast.warning(t.conflictRedo);
    await reload();
    if (!redo) return;
    const fresh = (client.getQueryData<PackingPick[]>(calls.packingKeys.picks(orderId)) ?? []).find(
      (p) => p.id === redo.pick.id,
    );
    setDraft(fresh ? { ...redo, pick: fresh } : null);
  }

  async function guarded(work: () => Promise<void>, redo?: Draft) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      await recover(error, redo);
    } finally {
      setBusy(false);
    }
  }

  // Another handheld may have added packages: the list is read again whenever the modal opens, and
  // an entry still without a package takes the newest one.
  const newest = packages.data?.at(-1);
  useEffect(() => {
    if (!newest || flags.incoming) return;
    setDraft((d) => (d && !d.packageId ? { ...d, packageId: String(newest.id) } : d));
  }, [newest, flags.incoming]);

  function open(pick: PackingPick) {
    if (!flags.incoming) void client.invalidateQueries({ queryKey: calls.packingKeys.packages(orderId) });
    const packageId =
      lastPackage.current ?? (packages.data?.at(-1) ? String(packages.data.at(-1)!.id) : null);
    setDraft({
      pick,
      quantity: defaultQuantity(pick),
      locationId: startLocationId(pick) === null ? null : String(startLocationId(pick)),
      packageId: flags.incoming ? null : packageId,
    });
  }

  async function confirm(entry: Draft) {
    const { pick } = entry;
    const quantity = parseQuantity(entry.quantity);
    const check = checkQuantity(pick, quantity);
    if (!check.ok) {
      const text = check.reason === 'tooLarge' ? t.tooLarge : check.text;
      return void dialogs.warning(text, { title: t.invalidQuantityTitle });
    }
    const locationId = Number(entry.locationId);
    const packageId = entry.packageId ? Number(entry.packageId) : null;
    lastPackage.current = entry.packageId;
    setDraft(null);
    const key = newIdempotencyKey();
    await guarded(async () => {
      if (flags.incoming && pick.item && locationId !== startLocationId(pick)) {
        await calls.moveItem(pick.item.id, locationId, pick.item.lock_version);
      }
      const reading = {
        project_id: orderId,
        pick_id: pick.id,
        item_id: pick.item_id,
        location_id: locationId,
      };
      await calls.createReading({ ...reading, quantity, package_id: packageId }, key);
      const closed = closedAfter(pick, quantity);
      if (Boolean(pick.closed) !== closed) await calls.updatePickClosed(pick, closed);
      toast.success(t.saved);
      await reload();
    }, entry);
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

  async function removeReadings(pick: PackingPick) {
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    await guarded(async () => {
      const ids = (pick.project_rows ?? []).map((r) => r.id);
      if (ids.length > 0) await calls.deleteReadings(orderId, ids);
      if (pick.closed) await calls.updatePickClosed(pick, false);
      toast.success(t.readingsDeleted);
      await reload();
    });
  }

  useReadings(async (reading) => {
    // A question is open: it must be answered first. Nothing loaded yet: nothing to match.
    if (getOpenDialogs().length > 0 || !picksQuery.data || busy) return;
    const single = validateSingleTag(reading);
    if (!single.ok) return void dialogs.warning(single.message);
    const pick = findPickForReading(picks, single.tag, reading.kind === 'tag' ? 'tag' : 'barcode');
    if (!pick) {
      feedback.error();
      return void dialogs.warning(`${m.reader.itemNotFound}<br>${m.reader.codeRead(single.tag)}`, {
        title: m.reader.searchItemTitle,
      });
    }
    const shown = draftRef.current;
    if (shown && shown.pick.item_id === pick.item_id) {
      // The same item again: one more.
      const now = parseQuantity(shown.quantity);
      return setDraft({ ...shown, quantity: (Number.isFinite(now) ? now : 0) + 1 });
    }
    if (shown && !(await dialogs.confirm(t.replaceItem))) return;
    open(pick);
  });

  async function command(kind: 'conclude' | 'suspend') {
    if (!order.data || !picksQuery.data || busy) return;
    const quantities = picks.map(quantitiesOf);
    const modes = { incoming: flags.incoming, outgoing: flags.outgoing, picking: flags.picking };
    const plan: Plan<unknown> =
      kind === 'conclude' ? concludeOrderPacking(quantities, modes) : suspendOrderPacking(quantities);
    if (plan.write === null) return void toast.warning(t.nothingDetected);
    if (plan.confirm && !(await dialogs.confirm(messages[plan.confirm]))) return;
    const body = {
      ...modes,
      lock_version: order.data.lock_version ?? 0,
      picks: locksOf(picks),
      confirmed: plan.confirm !== null,
      ...(kind === 'conclude' ? { printer_id: printerId } : {}),
    };
    await guarded(async () => {
      const answer = await (kind === 'conclude' ? calls.concludePacking : calls.suspendPacking)(
        orderId,
        body,
      );
      if (answer.outcome === 'nothing_detected') {
        // Another operator deleted the readings meanwhile: nothing to conclude, stay.
        toast.warning(t.nothingDetected);
        return void (await reload());
      }
      await report(answer);
      client.removeQueries({ queryKey: ['order', 'list'] });
      await navigate(selectionPath(flags));
    });
  }

  /** What the operator is told after a command: a printer failure waits for OK, the rest is a toast. */
  async function report(answer: PackingAnswer) {
    if (answer.labels?.error) return void (await dialogs.warning(answer.labels.error));
    if (answer.labels && answer.labels.printed > 0)
      return void toast.success(t.labelsPrinted(answer.labels.printed));
    const done = { concluded: t.concluded, partial: t.concludedPartial, suspended: t.suspended } as const;
    if (answer.outcome in done) toast.success(done[answer.outcome as keyof typeof done]);
  }

  return {
    order,
    picksQuery,
    picks,
    packages: packages.data ?? [],
    locations: locations.data ?? [],
    draft,
    setDraft,
    busy,
    open,
    confirm,
    addPackage,
    removeReadings,
    conclude: () => command('conclude'),
    suspend: () => command('suspend'),
  };
}
