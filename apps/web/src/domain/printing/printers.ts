/**
 * Printers and labels as the server offers them (docs/printing.md): the printer a screen prints on
 * (`GET /printers?do=find`), printing a template (`print_single_barcode`), a label preview.
 */
import { api, errorIdOf, isApiError } from '../../lib/api';
import { m } from '../../messages/it';
import type { ListedPrinter } from '../printers';

export type PrinterPurpose = 'warehouse' | 'store';

/** The templates shipped with the server. */
export const PRINT_TEMPLATES = {
  order: 'etichetta_ordine',
  package: 'etichetta_collo',
  price: 'cartellino_prezzo',
} as const;

export const printerKeys = {
  find: (purpose: PrinterPurpose) => ['printers', 'find', purpose] as const,
  preview: (template: string, fields: Record<string, unknown>) =>
    ['print', 'preview', template, fields] as const,
};

/** The printer of this purpose for the current user (by their plant), or null when there is none. */
export async function findPrinter(purpose: PrinterPurpose): Promise<ListedPrinter | null> {
  try {
    return await api.get<ListedPrinter>('/printers', { do: 'find', purpose });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export type PrintOutcome =
  | { ok: true; copies: number }
  | { ok: false; kind: 'offline' | 'not-found' | 'failed'; reason: string | null; message: string };

/** Prints a template; never throws for a printer problem: the outcome says what happened. */
export async function printTemplate(
  printerId: number,
  template: string,
  fields: Record<string, string | number | null>,
  copies: number,
): Promise<PrintOutcome> {
  try {
    const res = await api.request<{ ids: number[]; copies: number }>('POST', `/printers/${printerId}`, {
      query: { do: 'print_single_barcode' },
      json: { print_template: template, fields, quantity: copies },
    });
    return { ok: true, copies: res.copies };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const reason = (error.body as { offline_reason?: string } | undefined)?.offline_reason ?? null;
    const id = errorIdOf(error);
    if (id === 'printer_offline') return { ok: false, kind: 'offline', reason, message: error.message };
    if (id === 'printer_not_found') return { ok: false, kind: 'not-found', reason, message: error.message };
    return { ok: false, kind: 'failed', reason, message: error.message };
  }
}

/** A label rendered by the server as a PNG data URL. */
export async function previewLabel(
  template: string,
  fields: Record<string, string | number | null>,
): Promise<string> {
  const res = await api.request<{ image: string }>('POST', '/print_templates', {
    query: { do: 'preview' },
    json: { print_template: template, fields },
    read: true,
  });
  return res.image;
}

/** The operator's words for why a printer cannot print ('' when unknown). */
export function offlineReasonText(reason: string | null | undefined): string {
  return (reason && m.print.offlineReason[reason]) || '';
}

/** A message and, on a second line, why. */
export function withReason(message: string, reason: string | null | undefined): string {
  const why = offlineReasonText(reason);
  return why ? `${message}<br>${why}` : message;
}
