/**
 * A selection where only some lists are concluded (one concluded meanwhile, or a selection kept from
 * before): their picks leave the table, the scan index and the closing commands, and a notice names
 * them, so a concluded list never takes a reading the server would refuse. All concluded: the
 * screen's notice instead (use-finished-notice).
 */
import { useMemo } from 'react';
import { Alert, Text } from '@mantine/core';
import { isPickingListFinished } from '@warehouse/shared';
import type { Pick, Project } from '../../domain/records';
import { m } from '../../messages/it';

export function useConcludedLists(projectIds: readonly number[], lists: readonly Project[] | undefined) {
  return useMemo(() => {
    const concluded = (lists ?? []).filter(isPickingListFinished);
    const closedIds = new Set(concluded.map((list) => list.id));
    const names = concluded.map((list) => list.name ?? '').join(', ');
    return {
      /** The selected lists still open: the ones 'Concludi' and 'Esci/Sospendi' act on. */
      openIds: projectIds.filter((id) => !closedIds.has(id)),
      openLists: (lists ?? []).filter((list) => !closedIds.has(list.id)),
      isOpen: (pick: Pick) => !closedIds.has(pick.project_id),
      /** The pick a scan found, unless its list is concluded (then the scan finds nothing). */
      openOnly: (pick: Pick | null | undefined) =>
        pick && !closedIds.has(pick.project_id) ? pick : undefined,
      notice:
        concluded.length > 0 ? (
          <Alert color="orange" p="xs" data-testid="picking-some-finished">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.rules.projectConcluded(names)}
            </Text>
          </Alert>
        ) : null,
    };
  }, [projectIds, lists]);
}
