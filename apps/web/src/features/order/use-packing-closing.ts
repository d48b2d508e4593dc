/**
 * Order packing's 'Concludi' and 'Esci/Sospendi': the shared rule's question, then one server command
 * (`conclude_packing` / `suspend_packing`) with the order's and every pick's lock_version, through the
 * command client (domain/commands.ts: the server's question, a conflict reloaded and explained). The
 * readings still in the outbox go first; while some wait, the operator is told and nothing is sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { concludeOrderPacking, suspendOrderPacking, messages, type Plan } from '@warehouse/shared';
import { prepareCommand } from '../../domain/commands';
import { dialogs } from '../../lib/dialogs';
import { runClosing } from '../../lib/scan/closing-actions';
import type { Closing, ScanEngine } from '../../lib/scan/use-scan-engine';
import { labelsNotPrintedText, NO_PRINTER, owedLabelsKey } from '../../domain/printing';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import * as calls from './packing-api';
import { locksOf, quantitiesOf, selectionPath, type PackingFlags } from './packing-rules';
import type { PackingAnswer, PackingOrder, PackingPick } from './packing-types';

const t = m.packing;

interface Input {
  orderId: number;
  flags: PackingFlags;
  printerId: number | null;
  /** Printer management is on: the labels are asked for (printed on `printerId`, or owed). */
  labels: boolean;
  scope: string;
  order: PackingOrder | undefined;
  picks: readonly PackingPick[];
  engine: ScanEngine<PackingPick>;
}

/**
 * What the operator is told after a command: labels not printed wait for OK, with the printer's
 * reason and where they are printed later (they stay owed); the rest is a toast.
 */
async function report(answer: PackingAnswer) {
  const labels = answer.labels;
  // No printer at entry: the operator chose to go on without labels; they are owed, said in passing.
  if (labels?.reason === NO_PRINTER && labels.owed > 0)
    return void toast.warning(m.print.owedKept(labels.owed));
  if (labels && labels.owed > 0 && labels.printed < labels.total)
    return void (await dialogs.warning(labelsNotPrintedText(labels)));
  if (answer.labels && answer.labels.printed > 0)
    return void toast.success(t.labelsPrinted(answer.labels.printed));
  const done = { concluded: t.concluded, partial: t.concludedPartial, suspended: t.suspended } as const;
  if (answer.outcome in done) toast.success(done[answer.outcome as keyof typeof done]);
}

export function usePackingClosing({ orderId, flags, printerId, labels, scope, order, picks, engine }: Input) {
  const navigate = useNavigate();
  const client = useQueryClient();

  function closing(kind: 'conclude' | 'suspend'): Closing | null {
    if (!order) return null;
    // Drained: the cache holds every reading's answer (its pick's new totals and lock_version).
    const now = client.getQueryData<PackingPick[]>(calls.packingKeys.picks(orderId)) ?? picks;
    const quantities = now.map(quantitiesOf);
    const modes = { incoming: flags.incoming, outgoing: flags.outgoing, picking: flags.picking };
    const plan: Plan<unknown> =
      kind === 'conclude' ? concludeOrderPacking(quantities, modes) : suspendOrderPacking(quantities);
    if (plan.write === null) return { confirm: null, command: null, nothing: t.nothingDetected };
    const body = {
      ...modes,
      lock_version: order.lock_version ?? 0,
      picks: locksOf(now),
      ...(kind === 'conclude' && labels ? { printer_id: printerId } : {}),
    };
    const send = kind === 'conclude' ? calls.concludePacking : calls.suspendPacking;
    const prepared = prepareCommand({
      send: (confirmed, key) => send(orderId, { ...body, confirmed }, key),
      confirmed: plan.confirm !== null,
      reload: [['packing', orderId]],
    });
    return {
      confirm: plan.confirm && messages[plan.confirm],
      command: async () => {
        const outcome = await prepared.run();
        if (outcome.kind !== 'done') return;
        if (outcome.answer.outcome === 'nothing_detected') {
          // Another operator deleted the readings meanwhile: nothing to conclude, stay.
          toast.warning(t.nothingDetected);
          return void (await client.invalidateQueries({ queryKey: ['packing', orderId] }));
        }
        await report(outcome.answer);
        client.removeQueries({ queryKey: ['order', 'list'] });
        client.removeQueries({ queryKey: owedLabelsKey });
        await navigate(selectionPath(flags));
      },
    };
  }

  // The readings still on the device go first (lib/scan/closing-actions.tsx), then the rule.
  const command = (kind: 'conclude' | 'suspend') => runClosing(engine, [scope], () => closing(kind));
  return { conclude: () => command('conclude'), suspend: () => command('suspend') };
}
