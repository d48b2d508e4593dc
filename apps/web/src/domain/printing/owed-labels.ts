/**
 * Labels owed (issue 31, docs/printing.md): a label the printer did not print is kept by the server
 * until it is printed. The answer of a command that prints says how it went (`LabelOutcome`); order
 * selection lists the orders with labels owed ('Etichette da stampare') and prints them again.
 */
import { api } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { findPrinter, offlineReasonText, withReason } from './printers';
import { NO_PRINTER, type LabelOutcome } from '@warehouse/shared';

export { NO_PRINTER, type LabelOutcome };

export interface OwedOrder {
  id: number;
  name: string;
  customer_name: string | null;
  labels: number;
  reason: string | null;
}

export const owedLabelsKey = ['printers', 'owed-labels'] as const;

export async function fetchOwedLabels(): Promise<OwedOrder[]> {
  return (await api.get<{ projects: OwedOrder[] }>('/projects', { do: 'owed_labels' })).projects;
}

/** What the operator is told when labels did not print: the printer's reason, and that they stay owed. */
export function labelsNotPrintedText(
  outcome: LabelOutcome,
  owedHint = m.print.owedKept(outcome.owed),
): string {
  const failure = outcome.error
    ? withReason(outcome.error, outcome.reason)
    : offlineReasonText(outcome.reason);
  return [failure, owedHint].filter(Boolean).join('<br>');
}

/**
 * Prints a project's owed labels (or `packageId`'s label) on the warehouse printer found now: the
 * printer may be back since the screen was entered. Says how it went; true when all came out.
 */
export async function printOwedNow(
  projectId: number,
  packageId?: number,
  success?: (printed: number) => string,
): Promise<boolean> {
  const printer = await findPrinter('warehouse').catch(() => null);
  if (!printer) {
    await dialogs.warning(m.print.printerNotFound);
    return false;
  }
  if (!printer.is_online) {
    await dialogs.warning(withReason(m.print.orderPrinterUnreachable, printer.offline_reason));
    return false;
  }
  const { labels } = await api.request<{ labels: LabelOutcome }>('POST', `/projects/${projectId}`, {
    query: { do: 'print_owed_labels' },
    json: { printer_id: printer.id, ...(packageId ? { package_id: packageId } : {}) },
  });
  if (labels.error) {
    await dialogs.warning(labelsNotPrintedText(labels));
    return false;
  }
  toast.success((success ?? m.print.printed)(labels.printed));
  return true;
}
