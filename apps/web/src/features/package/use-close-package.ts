/**
 * Sending 'Chiudi Collo': one `close_package` command with the package's measures (and the photo,
 * if any). The measures are a decision (domain/commands `decide`, issue 41): they go on the version
 * the dialog opened with, so another operator's change since then (409 `stale_record` with the
 * package as stored and who wrote it) asks 'Marco Operatore ha impostato 400×300×250 mm, 12 kg alle
 * 10:42: sostituire con …?'. Yes: sent again on the stored version; no: nothing written and the
 * dialog stays with what was typed (`kept`). Success: 'Collo aggiornato allo stato Chiuso.' and
 * home. Closed or shipped meanwhile (`already_closed`): 'Collo già chiuso da … alle …', and it is
 * no longer offered. Any other refusal shows the server's reason; the package stays open as it was.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PackageMeasures } from '@warehouse/shared';
import { decide, reloadKeys } from '../../domain/commands';
import { formatQuantity } from '../../domain/format';
import { closePackage, packageKeys } from '../../domain/packages';
import type { Package } from '../../domain/records';
import { newIdempotencyKey, queryClient } from '../../lib/api';
import { refusalOf, refusalText } from '../../lib/api/refusal';
import { dialogs } from '../../lib/dialogs';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';

export type CloseOutcome = 'closed' | 'kept' | 'gone' | 'failed';

type Measured = Partial<Record<keyof PackageMeasures, number | null>>;

/** A package's four measures as the operator reads them ('400×300×250 mm, 12,5 kg'). */
export function measuresFigure(measures: Measured): string {
  const { width, depth, height, weight } = measures;
  if (width == null && depth == null && height == null && weight == null) return m.package.noMeasures;
  const shown = (value: number | null | undefined) => (value == null ? '–' : formatQuantity(value));
  return m.package.measuresFigure(shown(width), shown(depth), shown(height), shown(weight));
}

/** The package in a close_package refusal's `current` (`{ packages: [...] }`). */
const storedPackage = (current: unknown): Package | undefined =>
  (current as { packages?: Package[] } | undefined)?.packages?.[0];

export function useClosePackage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  /** `opened`: the package's lock_version when the dialog opened (never a live update's). */
  async function close(
    pkg: Package,
    opened: number | null | undefined,
    measures: PackageMeasures,
    photo: Blob | null,
  ): Promise<CloseOutcome> {
    setBusy(true);
    const first = opened ?? pkg.lock_version ?? undefined;
    const firstKey = newIdempotencyKey();
    try {
      const outcome = await decide<Package>({
        version: first,
        // A replacement the operator said yes to is a new decision: a new key.
        send: (version) =>
          closePackage(
            { ...pkg, lock_version: version },
            measures,
            photo,
            version === first ? firstKey : newIdempotencyKey(),
          ),
        figure: measuresFigure,
        mine: measuresFigure(measures),
        storedOf: storedPackage,
      });
      await reloadKeys([packageKeys.all]);
      if (outcome.kind === 'kept') return 'kept';
      toast.success(m.package.closed);
      void navigate(paths.home.href(), { state: { stay: true } });
      return 'closed';
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.id === 'already_closed' || refusal?.id === 'stale_record') {
        await queryClient.invalidateQueries({ queryKey: packageKeys.all });
        void dialogs.warning(refusalText(refusal));
        return refusal.id === 'already_closed' ? 'gone' : 'kept';
      }
      void dialogs.error(error instanceof Error ? error.message : String(error));
      return 'failed';
    } finally {
      setBusy(false);
    }
  }

  return { close, busy };
}
