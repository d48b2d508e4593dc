/**
 * An error fit to show an operator: an HTTP status and an Italian message, optionally a stable
 * `id` clients switch on, and `details` sent beside it (a 409 from a command carries `current`).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable id a client may branch on (`printer_offline`, …). */
    readonly id?: string,
    /** More fields for the answer body (e.g. a printer's `offline_reason`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Sessione scaduta') => new ApiError(401, message);
export const forbidden = (message = 'Operazione non consentita') => new ApiError(403, message);
export const notFound = (message = 'Risorsa non trovata') => new ApiError(404, message);
export const conflict = (message = 'Modifica in conflitto con altro operatore') => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);

/** 409 `stale_record`: a lock_version the client sent is not the stored one; `current` is the stored state. */
export const staleRecord = (current: unknown, message = 'Modifica in conflitto con altro operatore') =>
  new ApiError(409, message, 'stale_record', { current });
/** 409 `already_closed`: the record is finished and the operation would reopen or change it. */
export const alreadyClosed = (message: string, current: unknown) =>
  new ApiError(409, message, 'already_closed', { current });

interface DbError {
  code?: string;
  message?: string;
  column?: string;
  detail?: string;
}

/** Constraint violations from either database, as 422 with a message that names no SQL. */
export function fromDatabaseError(err: unknown): ApiError | undefined {
  const e = err as DbError;
  const code = e?.code ?? '';
  const message = e?.message ?? '';
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const field = /\(([a-z_, ]+)\)=/.exec(e.detail ?? '')?.[1] ?? /: [a-z_]+\.([a-z_]+)/.exec(message)?.[1];
    return unprocessable(field ? `Valore già presente per il campo ${field}` : 'Valore già presente');
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return unprocessable('Riferimento non valido: il record collegato non esiste o è ancora in uso');
  }
  if (code === '23502' || code === 'SQLITE_CONSTRAINT_NOTNULL') {
    const field = e.column ?? /: [a-z_]+\.([a-z_]+)/.exec(message)?.[1];
    return unprocessable(field ? `Campo obbligatorio mancante: ${field}` : 'Campo obbligatorio mancante');
  }
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') {
    return badRequest('Valore non valido');
  }
  return undefined;
}
