/**
 * The pick modal's Conferma: the checked quantity becomes one `add_reading` command through the
 * outbox. A reading adds: stored whatever other operators read into the same pick meanwhile (issue
 * 41). Only a list that can no longer take it refuses it: the outbox keeps it in 'Letture non
 * registrate' for the operator to decide, and the picks are read again.
 */
import { useEffect } from 'react';
import { pickListFields } from '../../domain/picks';
import type { Pick } from '../../domain/records';
import { pickReadingOf, queuePickReading, readingScope } from '../../domain/readings';
import { queryClient } from '../../lib/api';
import type { OutboxEntry } from '../../lib/outbox';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';

export function usePickConfirm(engine: ScanEngine<Pick>, refused: OutboxEntry[], key: readonly unknown[]) {
  const count = refused.length;
  useEffect(() => {
    if (count > 0) void queryClient.invalidateQueries({ queryKey: key });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to new refusals only
  }, [count]);

  return async () => {
    const accepted = await engine.submit();
    if (!accepted) return;
    const { line: pick, quantity } = accepted;
    const { reading, label } = pickReadingOf(pick, quantity, accepted.lot);
    // Its answer goes into the picking lists' cache: the pick as that list holds it.
    queuePickReading(readingScope('picking', pick.project_id), reading, label, {
      fields: pickListFields.ofLists,
    });
  };
}
