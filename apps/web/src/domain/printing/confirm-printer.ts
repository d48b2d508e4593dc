/**
 * Spec section 8: entering order packing or package preparation with no printer assigned, or with
 * it off or unreachable, asks 'Confermi di procedere lo stesso anche se non è stata assegnata una
 * stampante (l'etichetta non verrà stampata)?'. Answering no, the caller navigates away (order
 * selection, project selection or home).
 */
import { dialogs } from '../../lib/dialogs';
import { getLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';
import type { ListedPrinter } from '../printers';
import { findPrinter, withReason, type PrinterPurpose } from './printers';

export interface PrinterCheck {
  /** False: the operator chose not to go on. */
  proceed: boolean;
  /** The printer to print on; null when labels will not be printed now. */
  printer: ListedPrinter | null;
  /** Printer management is on: labels not printed now are owed (the server keeps them). */
  labels: boolean;
}

/**
 * Finds the printer of this purpose and, when there is none or it cannot print, asks whether to
 * go on without labels. With printer management off (local setting) nothing is asked or printed.
 */
export async function checkPrinterOnEntry(purpose: PrinterPurpose = 'warehouse'): Promise<PrinterCheck> {
  if (!getLocalSettings().printerManagement) return { proceed: true, printer: null, labels: false };
  let printer: ListedPrinter | null = null;
  try {
    printer = await findPrinter(purpose);
  } catch {
    printer = null; // the server did not answer: as good as no printer
  }
  if (printer?.is_online) return { proceed: true, printer, labels: true };
  const question = printer
    ? withReason(m.print.proceedWithoutPrinter, printer.offline_reason)
    : m.print.proceedWithoutPrinter;
  const proceed = await dialogs.confirm(question);
  return { proceed, printer: null, labels: true };
}
