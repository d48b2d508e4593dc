/**
 * The printer check on entering order packing (spec §8): with the printer-management setting on,
 * the warehouse printer must exist and answer; otherwise the operator is asked 'Confermi di procedere
 * lo stesso anche se non è stata assegnata una stampante (l'etichetta non verrà stampata)?' — No goes
 * back to order selection, SI goes on without labels. With the setting off, nothing is printed.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dialogs } from '../../lib/dialogs';
import { getUser } from '../../lib/session';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';
import { findWarehousePrinter } from './packing-api';

export interface PrinterEntry {
  /** The check is done (the screen may print or not). */
  ready: boolean;
  /** Where the labels go; null: no labels. */
  printerId: number | null;
}

export function usePrinterEntry(exitPath: string): PrinterEntry {
  const { printerManagement } = useLocalSettings();
  const navigate = useNavigate();
  const [entry, setEntry] = useState<PrinterEntry>({ ready: false, printerId: null });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!printerManagement) return void setEntry({ ready: true, printerId: null });
    void (async () => {
      const printer = await findWarehousePrinter(getUser()?.plant_id).catch(() => null);
      if (printer?.is_online) return setEntry({ ready: true, printerId: printer.id });
      if (await dialogs.confirm(m.packing.printerMissing)) return setEntry({ ready: true, printerId: null });
      await navigate(exitPath);
    })();
  }, [printerManagement, navigate, exitPath]);

  return entry;
}
