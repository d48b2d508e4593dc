/**
 * 'Quantità da Prelevare' is a decision (issue 41); two things follow it besides the question at
 * Conferma (use-store-edits):
 * - under an open dialog, another operator's figure is shown with who set it and when, while the
 *   dialog keeps the version it opened with (`changedNote`);
 * - a figure this operator set, replaced afterwards by another operator (who was asked first), is
 *   said to this one too, naming who and when (`decided` remembers it until then): both are told.
 */
import { useEffect, useRef } from 'react';
import { formatQuantity } from '../../domain/format';
import { changedBy, setMeanwhileNote } from '../../domain/live';
import { expectedOf } from '../../domain/picks';
import { currentUser } from '../../domain/users';
import type { Pick } from '../../domain/records';
import { dialogs } from '../../lib/dialogs';
import { liveWriterOf } from '../../lib/live/use-live';
import { m } from '../../messages/it';
import type { StoreLine } from './store-line';

/** What an open 'Quantità da Prelevare' says when the line changed since it opened; null if not. */
export function expectedChangedNote(
  opened: StoreLine | undefined,
  now: StoreLine | undefined,
): string | null {
  if (opened?.mode !== 'expected' || now?.mode !== 'expected') return null;
  if (now.pick.lock_version === opened.pick.lock_version) return null;
  const figure = (line: typeof now) => formatQuantity(expectedOf(line.pick));
  return setMeanwhileNote('picks', now.pick.id, figure(opened), figure(now));
}

/** Remembers this operator's figures and says when another operator replaces one of them. */
export function useReplacedNotice(byId: ReadonlyMap<number, Pick>) {
  const decided = useRef(new Map<number, number>());
  useEffect(() => {
    for (const [id, mine] of decided.current) {
      const pick = byId.get(id);
      if (!pick || expectedOf(pick) === mine) continue;
      decided.current.delete(id);
      // Their own later write (a reading of the item merged into the line) is nothing to tell.
      const writer = liveWriterOf('picks', id);
      if (!writer || writer.userId === currentUser()?.id) continue;
      const now = formatQuantity(expectedOf(pick));
      const who = changedBy('picks', id);
      void dialogs.warning(
        who
          ? m.store.replacedBy(who.name, formatQuantity(mine), now, who.time)
          : m.store.replaced(formatQuantity(mine), now),
      );
    }
  }, [byId]);
  return {
    /** This operator set `quantity` on the pick (stored). */
    decided: (pickId: number, quantity: number) => decided.current.set(pickId, quantity),
  };
}
