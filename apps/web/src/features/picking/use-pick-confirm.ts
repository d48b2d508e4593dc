/**
 * The pick modal's Conferma: the checked quantity becomes one `add_reading` command through the
 * outbox, carrying the 'Già inserita' the operator decided on (the engine's `seen`: a figure changed
 * while the modal was open is said before anything is sent). A reading that waited on the device
 * while another operator's landed is refused whole by the server (409 `stale_record`, naming who):
 * the outbox shows that refusal and the picks are read again, so the next decision is on fresh data.
 */
import { useEffect } from 'react';
import type { Pick } from '../../domain/records';
import { pickReadingOf, queuePickReading, readingScope } from '../../domain/readings';
import { queryClient } from '../../lib/api';
import type { OutboxEntry } from '../../lib/outbox';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';

export function usePickConfirm(engine: ScanEngine<Pick>, refused: OutboxEntry[], key: readonly unknown[]) {
  const stale = refused.filter((e) => e.errorId === 'stale_record').length;
  useEffect(() => {
    if (stale > 0) void queryClient.invalidateQueries({ queryKey: key });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to new refusals only
  }, [stale]);

  return async () => {
    const accepted = await engine.submit();
    if (!accepted) return;
    const { line: pick, quantity } = accepted;
    const { reading, label } = pickReadingOf(pick, quantity, accepted.lot);
    const extras = accepted.seen === undefined ? {} : { seen_detected: accepted.seen };
    queuePickReading(readingScope('picking', pick.project_id), reading, label, extras);
  };
}
