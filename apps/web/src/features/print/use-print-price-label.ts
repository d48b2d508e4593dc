/** Prints the chosen item's price labels; a printer gone missing meanwhile sends the operator home. */
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dialogs } from '../../lib/dialogs';
import type { ListedPrinter } from '../../domain/printers';
import { printTemplate, PRINT_TEMPLATES, withReason } from '../../domain/printing';
import { m } from '../../messages/it';
import type { LabelItem } from './api';
import { priceLabelFields } from './price-label';

const t = m.print;

export function usePrintPriceLabel(item: LabelItem | null) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ printer, labels }: { printer: ListedPrinter; labels: number }) =>
      printTemplate(printer.id, PRINT_TEMPLATES.price, priceLabelFields(item!, labels), labels),
    meta: { silentError: true },
    onSuccess: async (outcome) => {
      if (outcome.ok) return void dialogs.info(t.printed(outcome.copies));
      if (outcome.kind === 'failed') return void dialogs.error(withReason(t.printError, outcome.reason));
      const message =
        outcome.kind === 'offline' ? withReason(t.printerUnreachable, outcome.reason) : t.printerNotFound;
      await dialogs.warning(message, { leavesScreen: true });
      navigate('/home');
    },
    onError: () => void dialogs.error(t.printError),
  });
}
