/**
 * Order packing's kept readings (issue 41): a reading refused because its package was closed or
 * shipped meanwhile goes, when the operator says so, into another open package of the same order —
 * the packages the row's package select offers, or a new one ('Nuovo collo') — as a new addition
 * (`add_reading` with that package, a new Idempotency-Key). The server checks the package is open
 * and of this order as for any reading, so a package closed meanwhile refuses it and it stays kept.
 */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readingPickId } from '../../domain/reading-moves';
import type { OutboxEntry } from '../../lib/outbox';
import type { MoveTarget, RefusedMover } from '../../lib/outbox/move-dialog';
import { m } from '../../messages/it';
import * as calls from './packing-api';
import type { Package } from './packing-types';

const packageOf = (entry: OutboxEntry): unknown =>
  (entry.json as { package_id?: unknown } | undefined)?.package_id;

function intoPackage(entry: OutboxEntry, pkg: Package): MoveTarget {
  const meta = entry.meta as { values?: object } | undefined;
  const label = pkg.name ?? String(pkg.id);
  return {
    id: String(pkg.id),
    label,
    move: {
      path: entry.path,
      query: entry.query,
      json: { ...(entry.json as object), package_id: pkg.id },
      meta: { ...meta, values: { ...meta?.values, packageId: String(pkg.id) } },
      target: label,
    },
  };
}

export function usePackingMover(orderId: number, addPackage: () => Promise<string | null>): RefusedMover {
  const client = useQueryClient();
  return useMemo(() => {
    const key = calls.packingKeys.packages(orderId);
    // As the server has them now (the cached list may predate a closing): and the screen's select too.
    const openPackages = () =>
      client.fetchQuery({ queryKey: key, queryFn: () => calls.fetchPackages(orderId), staleTime: 0 });
    return {
      movable: (entry) => readingPickId(entry) !== null && packageOf(entry) != null,
      targets: async (entry) =>
        (await openPackages()).filter((p) => p.id !== packageOf(entry)).map((p) => intoPackage(entry, p)),
      none: m.outbox.moveNoPackage,
      create: {
        label: m.packing.modal.newPackage,
        run: async (entry) => {
          const id = await addPackage();
          const made = id && client.getQueryData<Package[]>(key)?.find((p) => String(p.id) === id);
          return made ? intoPackage(entry, made) : null;
        },
      },
    };
  }, [client, orderId, addPackage]);
}
