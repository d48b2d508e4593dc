import { useMemo } from 'react';
import type { Pick, Project } from '../../domain/records';
import { listLabel } from './rules';

/**
 * The list (and customer) a pick belongs to, for the rows and the modal when several lists are open
 * together; null with one list, where it would only repeat the title.
 */
export function useListLabel(lists: readonly Project[] | undefined): ((pick: Pick) => string) | null {
  return useMemo(() => {
    if (!lists || lists.length < 2) return null;
    const byList = new Map(lists.map((list) => [list.id, listLabel(list)]));
    return (pick: Pick) => byList.get(pick.project_id) ?? '';
  }, [lists]);
}
