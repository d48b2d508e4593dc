/**
 * A selected list concluded by someone else while the screen is open (a live update brings it):
 * the screen's work ends there — no more readings, the modal closes, the operator is told who and
 * when ('Lista conclusa da Marco Operatore alle 10:42') and goes back to the selection. Lists
 * already concluded when the screen opened are use-finished-notice's and use-concluded-lists'; the
 * operator's own 'Concludi' is told apart by the server's last writer of the list.
 */
import { useEffect, useRef, useState } from 'react';
import { isPickingListFinished } from '@warehouse/shared';
import { fetchLastWriter } from '../../domain/projects';
import type { Project } from '../../domain/records';
import { currentUser } from '../../domain/users';
import { timeOf } from '../../lib/api/refusal';
import { dialogs } from '../../lib/dialogs';
import { m } from '../../messages/it';

/** `lists`: as the server answered (undefined before); `stop`: ends the screen's work and leaves. */
export function useConcludedMeanwhile(lists: readonly Project[] | undefined, stop: () => Promise<void>) {
  const openAtStart = useRef<Set<number> | null>(null);
  const [stopped, setStopped] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (!lists) return;
    if (openAtStart.current === null) {
      openAtStart.current = new Set(lists.filter((l) => !isPickingListFinished(l)).map((l) => l.id));
      return;
    }
    const concluded = lists.find((l) => openAtStart.current!.has(l.id) && isPickingListFinished(l));
    if (!concluded || asked.current) return;
    asked.current = true;
    void fetchLastWriter(concluded.id)
      .catch(() => ({}) as Awaited<ReturnType<typeof fetchLastWriter>>)
      .then(async (writer) => {
        if (writer.by && writer.by.id === currentUser()?.id) return; // the operator's own Concludi
        setStopped(true);
        const name = concluded.name ?? '';
        const said =
          writer.by && writer.at
            ? m.picking.concludedBy(writer.by.name, timeOf(writer.at))
            : m.rules.projectConcluded(name);
        await stop();
        void dialogs.warning(said);
      });
  }, [lists, stop]);

  return stopped;
}
