/**
 * The warehouse printer checked once on entering the management (spec §8): declined goes back to
 * `leaveTo`; otherwise the screen is entered, with the printer's id when there is one. `labels`:
 * printer management is on (a label not printed now is owed, 'Ristampa etichetta' prints it later).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkPrinterOnEntry } from '../../domain/printing';

export function usePrinterOnEntry(leaveTo: string) {
  const navigate = useNavigate();
  const [printerId, setPrinterId] = useState<number | null>(null);
  const [entered, setEntered] = useState(false);
  const [labels, setLabels] = useState(false);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void checkPrinterOnEntry('warehouse').then((check) => {
      if (!check.proceed) return void navigate(leaveTo);
      setPrinterId(check.printer?.id ?? null);
      setLabels(check.labels);
      setEntered(true);
    });
  }, [navigate, leaveTo]);
  return { printerId, entered, labels };
}
