/**
 * Sending 'Chiudi Collo': one `close_package` command with the package's lock_version (and the
 * photo, if any), through the command client. Success: 'Collo aggiornato allo stato Chiuso.' and
 * home. Another operator changed the package meanwhile (`stale_record`): the packages reload with the
 * new version and the operator confirms again, photo kept. Closed or shipped meanwhile
 * (`already_closed`): 'Collo già chiuso da … alle …', and it is no longer offered. Any other refusal
 * shows the server's reason; the package stays open as it was.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PackageMeasures } from '@warehouse/shared';
import { runCommand } from '../../domain/commands';
import { closePackage, packageKeys } from '../../domain/packages';
import type { Package } from '../../domain/records';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';

export type CloseOutcome = 'closed' | 'retry' | 'gone' | 'failed';

export function useClosePackage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function close(pkg: Package, measures: PackageMeasures, photo: Blob | null): Promise<CloseOutcome> {
    setBusy(true);
    try {
      const outcome = await runCommand({
        send: (_confirmed, key) => closePackage(pkg, measures, photo, key),
        reload: [packageKeys.all],
      });
      if (outcome.kind === 'refused') return outcome.refusal.id === 'stale_record' ? 'retry' : 'gone';
      if (outcome.kind !== 'done') return 'failed';
      await queryClient.invalidateQueries({ queryKey: packageKeys.all });
      toast.success(m.package.closed);
      void navigate(paths.home.href(), { state: { stay: true } });
      return 'closed';
    } catch (error) {
      void dialogs.error(error instanceof Error ? error.message : String(error));
      return 'failed';
    } finally {
      setBusy(false);
    }
  }

  return { close, busy };
}
