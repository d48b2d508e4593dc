/** Deletes a counted line's pick after asking; the lines are fetched again either way. */
import { useCallback } from 'react';
import { deletePick } from '../../domain/picks';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { m } from '../../messages/it';
import { inventoryKeys, type CountPlace } from './api';
import type { CountLine } from './count-lines';

export function useDeleteLine(projectId: number, place: CountPlace) {
  return useCallback(
    async (line: CountLine) => {
      if (line.pickId === null || !(await dialogs.confirm(m.inventory.deleteLine))) return;
      await deletePick(line.pickId).catch((e: unknown) =>
        dialogs.warning(e instanceof Error ? e.message : String(e)),
      );
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.lines(projectId, place) });
    },
    [projectId, place],
  );
}
