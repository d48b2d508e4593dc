/**
 * Order packing's state and actions: the order, its picks (sorted once), packages and locations;
 * the scan engine (lib/scan) with the row's location and package beside it; confirm, delete,
 * conclude and suspend. Every write sends
 * the lock_version it read; a 409 reloads what changed, says so, and lets the operator redo the
 * entry (the draft stays open with the fresh pick) — the next try carries the fresh lock_version.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  lotPayload,
  concludeOrderPacking,
  messages,
  suspendOrderPacking,
  type Plan,
  type QuantityCheck,
} from '@warehouse/shared';
import { isApiError, newIdempotencyKey, showApiError } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import * as calls from './packing-api';
import {
  checkQuantity,
  closedAfter,
  defaultQuantity,
  buildReadingIndex,
  findPickInIndex,
  locksOf,
  quantitiesOf,
  selectionPath,
  sortPicks,
  startLocationId,
  type PackingFlags,
  type RowValues,
} from './packing-rules';
import type { PackingAnswer, PackingPick } from './packing-types';

const t = m.packing;

/** Location and package of the open line (the engine holds the line and its quantity). */
type Extras = Pick<RowValues, 'locationId' | 'packageId'>;

/** The open row as the modal shows it. */
export interface Draft extends RowValues {
  pick: PackingPick;
  quantity: string;
  error: string | null;
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
  const index = useMemo(() => buildReadingIndex(picks), [picks]);

  const lastPackage = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [extras, setExtras] = useState<(Extras & { pickId: number }) | null>(null);
  const newest = packages.data?.at(-1);

  // The scan loop of every scan screen (lib/scan): readings, the single-tag check, +1 for the same
  // item, 'Confermi di voler sostituire l'articolo corrente?', the quantity checks.
  const engine = useScanEngine<PackingPick>({
    ready: picksQuery.isSuccess,
    busy,
    findLine: (code) => findPickInIndex(index, code),
    unknown: (code) => ({
      title: m.scan.searchItemTitle,
      message: `${m.scan.itemNotFound}<br>${m.scan.codeRead(code)}`,
    }),
    sameItem: (a, b) => a.item_id === b.item_id,
    unit: (pick) => pick.item?.measure_unit?.name ?? '',
    initialQuantity: (pick) => defaultQuantity(pick),
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (pick, quantity) => {
      const check = checkQuantity(pick, quantity);
      if (check.ok || check.reason !== 'tooLarge') return check as QuantityCheck;
      return { ok: false, reason: 'invalidQuantity', title: t.invalidQuantityTitle, text: t.tooLarge };
    },
  });

  /** Location and package of a line just opened: its item's location; the package used last, else the newest. */
  const startExtras = (pick: PackingPick): Extras => {
    const location = startLocationId(pick);
    const pkg = lastPackage.current ?? (newest ? String(newest.id) : null);
    return {
      locationId: location === null ? null : String(location),
      packageId: flags.incoming ? null : pkg,
    };
  };
  const openLine = engine.open;
  const lineExtras = openLine
    ? extras?.pickId === openLine.line.id
      ? extras
      : startExtras(openLine.line)
    : null;
  const draft: Draft | null =
    openLine && lineExtras
      ? { pick: openLine.line, quantity: openLine.quantity, error: openLine.error, ...lineExtras }
      : null;

  // Another handheld may have added packages (live updates miss those of the same account on a
  // second device): read them again when a line opens, once the modal has painted, so the answer
  // does not land in the middle of its first frame.
  const openId = openLine?.line.id;
  useEffect(() => {
    if (openId === undefined || flags.incoming) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void client.invalidateQueries({ queryKey: calls.packingKeys.packages(orderId) });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [openId, flags.incoming, client, orderId]);

  function setDraft(next: Draft | null) {
    if (!next) return engine.close();
    if (next.quantity !== draft?.quantity) engine.setQuantity(next.quantity);
    setExtras({ pickId: next.pick.id, locationId: next.locationId, packageId: next.packageId });
  }

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
    if (!fresh) return;
    engine.show(fresh);
    engine.setQuantity(redo.quantity);
    setExtras({ pickId: fresh.id, locationId: redo.locationId, packageId: redo.packageId });
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

  const open = (pick: PackingPick) => engine.show(pick);

  async function confirm(entry: Draft) {
    const accepted = engine.submit();
    if (!accepted) return;
    const { line: pick, quantity } = accepted;
    const locationId = Number(entry.locationId);
    const packageId = entry.packageId ? Number(entry.packageId) : null;
    lastPackage.current = entry.packageId;
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
      await calls.createReading(
        { ...reading, quantity, package_id: packageId, ...lotPayload(accepted.lot) },
        key,
      );
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
    engine,
    busy,
    open,
    confirm,
    addPackage,
    removeReadings,
    conclude: () => command('conclude'),
    suspend: () => command('suspend'),
  };
}
