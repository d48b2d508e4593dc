/**
 * Back from the management (spec §6): one server command recalculates reference item, parent and
 * (by setting) project, then selection opens again. Incomplete work asks first; a stale record
 * reloads everything and stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Pick } from '../../domain/records';
import { errorIdOf } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { exitPreparation } from './api';
import type { PreparationData } from './use-preparation-data';

const t = m.project;

export function useLeavePreparation(data: PreparationData, engine: ScanEngine<Pick>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { selection, referenceItem, parent, project, picksQuery } = data;

  const leave = async (confirmed = false): Promise<void> => {
    if (!referenceItem.data || !parent.data) return void navigate(selection);
    try {
      await exitPreparation(referenceItem.data, parent.data, project.data, confirmed);
      await queryClient.invalidateQueries({ queryKey: ['preparation'] });
      await navigate(selection);
    } catch (error) {
      const why = errorIdOf(error);
      if (why === 'confirmation_required') {
        if (await dialogs.confirm(t.exitIncomplete)) await leave(true);
      } else if (why === 'stale_record') {
        toast.warning(t.stale);
        await Promise.all([
          referenceItem.refetch(),
          parent.refetch(),
          project.refetch(),
          picksQuery.refetch(),
        ]);
      }
    }
  };
  return () => {
    if (!engine.ready) return void navigate(selection);
    void engine.closing({ confirm: null, steps: [() => leave()] });
  };
}
