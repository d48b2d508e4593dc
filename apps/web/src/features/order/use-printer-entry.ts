/**
 * The printer check on entering order packing (spec §8), through the one shared check
 * (`domain/printing`): with printer management on, the warehouse printer must exist and answer;
 * otherwise the operator is asked whether to go on without labels — No goes back to order
 * selection, SI goes on without labels. With the setting off, nothing is printed.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkPrinterOnEntry } from '../../domain/printing';

export interface PrinterEntry {
  /** The check is done (the screen may print or not). */
  ready: boolean;
  /** Where the labels go; null: no labels. */
  printerId: number | null;
}

export function usePrinterEntry(exitPath: string): PrinterEntry {
  const navigate = useNavigate();
  const [entry, setEntry] = useState<PrinterEntry>({ ready: false, printerId: null });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void checkPrinterOnEntry('warehouse').then((check) => {
      if (!check.proceed) return void navigate(exitPath);
      setEntry({ ready: true, printerId: check.printer?.id ?? null });
    });
  }, [navigate, exitPath]);

  return entry;
}
