/**
 * "Print template X with fields Y on printer Z": the one way the server prints (the
 * print_single_barcode action, order packing, package preparation). Checks the printer live,
 * sends one job with the copies in `^PQ`, and records the job with its outcome in print_jobs.
 * A job is `sent` only when the printer was ready and took every byte; otherwise it is recorded
 * `failed` with the reason and the caller gets a PrintError: a failed print is never reported as
 * printed.
 */
import { ApiError } from '../errors';
import type { Executor, Row } from '../db/types';
import { addressOf, exclusive, PrinterConnectionError, send } from './connection';
import { readStatus, type OfflineReason } from './status';
import { fillTemplate, MAX_COPIES, TemplateError, type FieldValue } from './template';

export interface PrintRequest {
  printerId: number;
  /** A print template's name (e.g. TEMPLATE_NAMES.order) or id. */
  template: string | number;
  fields: Record<string, FieldValue>;
  /** Copies of the label, 1 … MAX_COPIES (default 1). */
  copies?: number;
  /** Who prints, recorded on the job. */
  userId?: number | null;
}

export interface PrintedJob {
  /** The print_jobs row. */
  id: number;
  copies: number;
}

export type PrintFailure = OfflineReason | 'timeout' | 'connection_closed';

/** Why a label was not printed; an ApiError so an action may simply let it through. */
export class PrintError extends ApiError {
  constructor(
    status: number,
    message: string,
    id:
      | 'printer_not_found'
      | 'template_not_found'
      | 'invalid_template'
      | 'invalid_input'
      | 'printer_offline'
      | 'print_failed',
    readonly reason?: PrintFailure,
    readonly jobId?: number,
  ) {
    super(status, message, id, {
      ...(reason ? { offline_reason: reason } : {}),
      ...(jobId ? { job_id: jobId } : {}),
    });
  }
}

export const PRINTER_OFFLINE_MESSAGE = "La stampante non è raggiungibile; l'etichetta non è stata stampata";
export const PRINT_FAILED_MESSAGE = "Errore durante la stampa dell'etichetta";

async function findTemplate(db: Executor, ref: string | number): Promise<Row | undefined> {
  return db
    .selectFrom('print_templates')
    .selectAll()
    .where(typeof ref === 'number' ? 'id' : 'name', '=', ref)
    .executeTakeFirst();
}

export async function printLabel(db: Executor, request: PrintRequest): Promise<PrintedJob> {
  const copies = request.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1 || copies > MAX_COPIES) {
    throw new PrintError(400, `Numero di etichette non valido: da 1 a ${MAX_COPIES}`, 'invalid_input');
  }
  const printer = await db
    .selectFrom('printers')
    .selectAll()
    .where('id', '=', request.printerId)
    .executeTakeFirst();
  if (!printer) throw new PrintError(404, 'Stampante non trovata', 'printer_not_found');
  const template = await findTemplate(db, request.template);
  if (!template) throw new PrintError(404, 'Modello di stampa non trovato', 'template_not_found');

  let payload: string;
  try {
    payload = fillTemplate(String(template.body), request.fields, copies);
  } catch (err) {
    if (err instanceof TemplateError) throw new PrintError(422, err.message, 'invalid_template');
    throw err;
  }

  const record = async (status: 'sent' | 'failed', error: PrintFailure | null) => {
    const stamp = new Date().toISOString();
    const job = await db
      .insertInto('print_jobs')
      .values({
        printer_id: printer.id,
        print_template_id: template.id,
        user_id: request.userId ?? null,
        copies,
        payload,
        status,
        error,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(job.id);
  };

  const address = addressOf(printer.host, printer.port, Boolean(printer.address_by_admin));
  if (!address) {
    const jobId = await record('failed', 'unreachable');
    throw new PrintError(503, PRINTER_OFFLINE_MESSAGE, 'printer_offline', 'unreachable', jobId);
  }
  const outcome = await exclusive(address, async (): Promise<PrintFailure | null> => {
    const status = await readStatus(address);
    if (!status.is_online) return status.offline_reason ?? 'unreachable';
    try {
      await send(address, payload);
      return null;
    } catch (err) {
      if (err instanceof PrinterConnectionError) return err.reason;
      throw err;
    }
  });
  const jobId = await record(outcome ? 'failed' : 'sent', outcome);
  if (outcome === null) return { id: jobId, copies };
  if (outcome === 'timeout' || outcome === 'connection_closed') {
    throw new PrintError(502, PRINT_FAILED_MESSAGE, 'print_failed', outcome, jobId);
  }
  throw new PrintError(503, PRINTER_OFFLINE_MESSAGE, 'printer_offline', outcome, jobId);
}
