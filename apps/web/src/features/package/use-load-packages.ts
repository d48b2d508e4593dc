/**
 * 'Carica selezionati': one `load_packages` command with every selected package's lock_version.
 * Success: 'Carico camion avvenuto correttamente. Colli caricati: n', the list reloads (the loaded
 * ones leave it). Another operator changed or loaded one meanwhile: nothing was loaded, the list
 * reloads and the operator selects again.
 */
import { useState } from 'react';
import { loadPackages, packageKeys } from '../../domain/packages';
import type { Package } from '../../domain/records';
import { errorIdOf, newIdempotencyKey, queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { m } from '../../messages/it';

export function useLoadPackages(onDone: () => void) {
  const [busy, setBusy] = useState(false);

  async function load(selected: readonly Package[]): Promise<void> {
    if (selected.length === 0) return;
    setBusy(true);
    try {
      const answer = await loadPackages(selected, newIdempotencyKey());
      onDone();
      await queryClient.invalidateQueries({ queryKey: packageKeys.all });
      void dialogs.info(m.package.loaded(answer.loaded));
    } catch (error) {
      const id = errorIdOf(error);
      if (id === 'stale_record' || id === 'already_closed') {
        onDone();
        await queryClient.invalidateQueries({ queryKey: packageKeys.all });
        void dialogs.warning(id === 'stale_record' ? m.api.conflict : (error as Error).message);
        return;
      }
      void dialogs.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return { load, busy };
}
