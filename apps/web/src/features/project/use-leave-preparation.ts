/**
 * Back from the management (spec §6): one server command recalculates reference item, parent and
 * (by setting) project, then selection opens again. Incomplete work asks first, a stale record
 * reloads everything and stays — both by the command client (domain/commands.ts).
 */
import { useNavigate } from 'react-router';
import { runCommand } from '../../domain/commands';
import { pickKeys } from '../../domain/picks';
import { projectKeys } from '../../domain/projects';
import type { Pick } from '../../domain/records';
import { readingsThrough } from '../../lib/scan/closing-actions';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import { exitPreparation } from './api';
import type { PreparationData } from './use-preparation-data';

const t = m.project;

export function useLeavePreparation(data: PreparationData, engine: ScanEngine<Pick>) {
  const navigate = useNavigate();
  const { selection, referenceItem, parent, project } = data;

  const leave = async (): Promise<void> => {
    if (!referenceItem.data || !parent.data) return void navigate(selection);
    // The exit recalculates from the stored readings: the ones still on the device go first.
    if (!(await readingsThrough([data.scope]))) return;
    const [reference, parentDocument] = [referenceItem.data, parent.data];
    const outcome = await runCommand({
      send: (confirmed, key) => exitPreparation(reference, parentDocument, project.data, confirmed, key),
      question: () => t.exitIncomplete,
      reload: [['preparation'], projectKeys.all, pickKeys.all],
    });
    if (outcome.kind === 'done') await navigate(selection);
  };
  return () => {
    if (!engine.ready) return void navigate(selection);
    void engine.closing({ confirm: null, command: leave });
  };
}
