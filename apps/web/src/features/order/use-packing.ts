/**
 * Order packing's state: the order, its picks (sorted once, with the readings still waiting in the
 * outbox counted in), packages and locations; the scan engine (lib/scan) with the row's location and
 * package beside it. The writes are `use-packing-writes.ts` (a reading through the outbox as one
 * `add_reading` command, the trash as `delete_rows`), Concludi and Esci `use-packing-closing.ts`.
 * The open row shows its pick as it is now: 'Già inserita' follows another operator's readings.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuantityCheck } from '@warehouse/shared';
import { isDivisibleUnit } from '../../domain/items';
import { packageOfReading, refusePackage } from '../../domain/packages';
import { pickSeen } from '../../domain/picks';
import { readingScope } from '../../domain/readings';
import { usePicksWithPending } from '../../domain/use-pending-picks';
import { toast } from '../../lib/toasts';
import { useKeptEntry } from '../../lib/scan/use-kept-entry';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import * as calls from './packing-api';
import {
  buildReadingIndex,
  checkQuantity,
  defaultQuantity,
  findPickInIndex,
  sortPicks,
  startLocationId,
  type PackingFlags,
} from './packing-rules';
import type { Draft, Extras, PackingPick } from './packing-types';
import { usePackingClosing } from './use-packing-closing';
import { usePackingWrites } from './use-packing-writes';
import type { PrinterEntry } from './use-printer-entry';

const t = m.packing;

/** `printer`: the entry check; until it is done the screen takes no reading and opens no row. */
export function usePacking(orderId: number, flags: PackingFlags, printer: PrinterEntry) {
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
  const scope = readingScope('packing', orderId);
  const { picks, byId, pending } = usePicksWithPending(picksQuery.data, scope);
  const index = useMemo(() => buildReadingIndex(picksQuery.data ?? []), [picksQuery.data]);
  const current = (pick: PackingPick) => byId.get(pick.id) ?? pick;

  const lastPackage = useRef<string | null>(null);
  const [extras, setExtras] = useState<(Extras & { pickId: number }) | null>(null);
  const newest = packages.data?.at(-1);

  // The scan loop of every scan screen (lib/scan): readings, the single-tag check, +1 for the same
  // item, 'Confermi di voler sostituire l'articolo corrente?', the quantity checks.
  const engine = useScanEngine<PackingPick>({
    ready: picksQuery.isSuccess && printer.ready,
    findLine: (code) => {
      const found = findPickInIndex(index, code);
      return found && current(found);
    },
    otherCode: flags.incoming ? undefined : (code) => choosePackageRead(code),
    unknown: (code) => ({
      title: m.scan.searchItemTitle,
      message: `${m.scan.itemNotFound}<br>${m.scan.codeRead(code)}`,
    }),
    sameItem: (a, b) => a.item_id === b.item_id,
    unit: (pick) => pick.item?.measure_unit?.name ?? '',
    divisible: (pick) => isDivisibleUnit(pick.item?.measure_unit),
    initialQuantity: (pick) => defaultQuantity(pick),
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (pick, quantity) => {
      const check = checkQuantity(current(pick), quantity);
      if (check.ok || check.reason !== 'tooLarge') return check as QuantityCheck;
      return { ok: false, reason: 'invalidQuantity', title: t.invalidQuantityTitle, text: t.tooLarge };
    },
    seen: pickSeen(current),
  });

  // The quantity typed in an open row, kept on the device until confirmed or closed (lib/keep):
  // a reload opens the same row again with it, once the printer check is done.
  useKeptEntry<PackingPick, number>(`packing/${orderId}`, engine, picksQuery.isSuccess && printer.ready, {
    refOf: (pick) => pick.id,
    lineOf: (id) => {
      const pick = picksQuery.data?.find((p) => p.id === id);
      return pick ? current(pick) : null;
    },
  });

  /** A package label read: that package for the open row and the next ones (spec: packages by reading). */
  async function choosePackageRead(code: string): Promise<boolean> {
    const found = await packageOfReading(code, orderId, packages.data ?? []);
    if (found?.kind === 'refused') void refusePackage();
    if (found?.kind !== 'chosen') return found !== null;
    const id = String(found.package.id);
    lastPackage.current = id;
    const open = engine.open;
    if (open) setExtras({ ...(lineExtras ?? startExtras(open.line)), pickId: open.line.id, packageId: id });
    toast(m.scanner.packageChosen(found.package.name ?? ''));
    return true;
  }

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
      ? {
          pick: current(openLine.line),
          quantity: openLine.quantity,
          error: openLine.error,
          lot: openLine.lot,
          ...lineExtras,
        }
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

  /** Opens a row again with what the operator had typed (a refused reading to decide again). */
  function reopen(pick: PackingPick, quantity: number, values?: Extras) {
    engine.show(current(pick));
    engine.setQuantity(String(quantity));
    if (values) setExtras({ pickId: pick.id, ...values });
  }

  const writes = usePackingWrites({ orderId, flags, scope, engine, current, lastPackage, reopen });
  const closing = usePackingClosing({
    orderId,
    flags,
    printerId: printer.printerId,
    labels: printer.labels,
    scope,
    order: order.data,
    picks,
    engine,
  });

  return {
    order,
    picksQuery,
    picks,
    pending,
    scope,
    packages: packages.data ?? [],
    locations: locations.data ?? [],
    draft,
    setDraft,
    engine,
    busy: engine.commands.busy,
    open: (pick: PackingPick) => {
      if (printer.ready) engine.show(current(pick));
    },
    ...writes,
    ...closing,
  };
}
