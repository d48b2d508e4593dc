/**
 * Every selected list concluded before the screen opened (by URL, or a selection kept from before):
 * there is nothing to pick into, so the screen shows the reason instead of its table. Decided once,
 * on the server's answer (`lists` undefined until then: not the copy kept on the device), so the
 * operator's own 'Concludi' does not turn the screen into the notice. The readings the device keeps
 * for those lists show under it.
 */
import { isPickingListFinished } from '@warehouse/shared';
import type { Project } from '../../domain/records';
import { useFirstVerdict } from '../../lib/hooks/use-first-verdict';
import { pickingMover } from '../../domain/reading-moves';
import { ClosedNotice } from '../../lib/kit/closed-notice';
import { OutboxStatus } from '../../lib/outbox/outbox-status';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';

export function useFinishedNotice(lists: readonly Project[] | undefined, scopes: readonly string[]) {
  const allFinished = useFirstVerdict(
    lists && lists.length > 0 ? lists.every(isPickingListFinished) : undefined,
  );
  if (!allFinished || !lists) return null;
  return (
    <ClosedNotice
      title={m.picking.managementTitle}
      back={paths.pickingSelection.href()}
      message={m.rules.projectConcluded(lists.map((list) => list.name ?? '').join(', '))}
      testId="picking-finished"
    >
      {/* Readings refused by the concluded lists stay here, to be moved or discarded (issue 41). */}
      <OutboxStatus scope={scopes} mover={pickingMover} />
    </ClosedNotice>
  );
}
