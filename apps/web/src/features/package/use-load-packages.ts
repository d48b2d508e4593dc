/**
 * 'Carica selezionati': one `load_packages` command with every selected package's lock_version,
 * through the command client. Success: 'Carico camion avvenuto correttamente. Colli caricati: n',
 * the list reloads (the loaded ones leave it). Another operator changed or loaded one meanwhile:
 * nothing was loaded, the list reloads, the operator is told what happened ('Collo … già caricato sul camion da
 * … alle …') and selects again.
 */
import { useState } from 'react';
import { runCommand } from '../../domain/commands';
import { loadPackages, packageKeys } from '../../domain/packages';
import type { Package } from '../../domain/records';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { m } from '../../messages/it';

export function useLoadPackages(onDone: () => void) {
  const [busy, setBusy] = useState(false);

  async function load(selected: readonly Package[]): Promise<void> {
    if (selected.length === 0) return;
    setBusy(true);
    try {
      const outcome = await runCommand({
        send: (_confirmed, key) => loadPackages(selected, key),
        reload: [packageKeys.all],
      });
      onDone();
      if (outcome.kind !== 'done') return;
      await queryClient.invalidateQueries({ queryKey: packageKeys.all });
      void dialogs.info(m.package.loaded(outcome.answer.loaded));
    } catch (error) {
      void dialogs.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return { load, busy };
}
