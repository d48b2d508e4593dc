/**
 * The printer check on entering order packing (spec §8), through the one shared check
 * (`domain/printing`): with printer management on, the warehouse printer must exist and answer;
 * otherwise the operator is asked whether to go on without labels — No goes back to order
 * selection, SI goes on without labels (they are owed, printed later from order selection). With
 * the setting off, nothing is printed. The screen takes no reading and opens no row before the
 * check is done, so its question never opens over a row's dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkPrinterOnEntry } from '../../domain/printing';

export interface PrinterEntry {
  /** The check is done (the screen may print or not). */
  ready: boolean;
  /** Where the labels go; null: none now (owed when `labels`). */
  printerId: number | null;
  /** Printer management is on: Concludi asks for the labels, printed now or owed. */
  labels: boolean;
}

export function usePrinterEntry(exitPath: string): PrinterEntry {
  const navigate = useNavigate();
  const [entry, setEntry] = useState<PrinterEntry>({ ready: false, printerId: null, labels: false });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void checkPrinterOnEntry('warehouse').then((check) => {
      if (!check.proceed) return void navigate(exitPath);
      setEntry({ ready: true, printerId: check.printer?.id ?? null, labels: check.labels });
    });
  }, [navigate, exitPath]);

  return entry;
}
