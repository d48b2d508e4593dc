/**
 * The store printer the price label prints on. A missing or unreachable printer sends the operator
 * home with the spec's message (section 8).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dialogs } from '../../lib/dialogs';
import { findPrinter, printerKeys, withReason } from '../../domain/printing';
import { m } from '../../messages/it';

const t = m.print;

export function useStorePrinter() {
  const navigate = useNavigate();
  const printerQuery = useQuery({
    queryKey: printerKeys.find('store'),
    queryFn: () => findPrinter('store'),
    meta: { silentError: true },
  });

  // No printer, or one that cannot print: the spec's message, then home.
  useEffect(() => {
    if (!printerQuery.isSuccess) return;
    const printer = printerQuery.data;
    if (printer && printer.is_online) return;
    const message = printer ? withReason(t.printerUnreachable, printer.offline_reason) : t.printerNotFound;
    void dialogs.warning(message, { leavesScreen: true }).then(() => navigate('/home'));
  }, [printerQuery.isSuccess, printerQuery.data, navigate]);

  return printerQuery.data ?? null;
}
