/**
 * Errors fit to show an operator: an HTTP status, an Italian message and a stable id. Clients
 * switch on the id (`stale_record` → reload and redo), never on the text, which may be reworded.
 * Every error answer is `{ "error": <message>, "id": <id>, ...details }` (a 409 from a command
 * carries `current`); the ids are listed in docs/server.md.
 */
import type { ErrorId } from '@warehouse/shared/errors';

export type { ErrorId };

const BY_STATUS: Record<number, ErrorId> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'stale_record',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The id an error of this status carries when nothing more specific is known. */
export function errorIdForStatus(status: number): ErrorId {
  return BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid_input');
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly id: ErrorId = errorIdForStatus(statusCode),
    /** More fields for the answer body (a command's `current`, a printer's `offline_reason`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const NO_TOKEN = 'Autenticazione richiesta';
export const SESSION_EXPIRED = 'Sessione scaduta';
export const USER_REVOKED = 'Utente non più abilitato: accesso revocato';
export const SESSION_REVOKED = 'Sessione terminata: accedere di nuovo';

export const badRequest = (message: string, id: ErrorId = 'invalid_input') => new ApiError(400, message, id);
export const unauthenticated = (message = SESSION_EXPIRED) => new ApiError(401, message, 'unauthenticated');
/** @deprecated name kept for callers written before the ids: a 401 is "unauthenticated". */
export const unauthorized = unauthenticated;
export const forbidden = (message = 'Operazione non consentita') => new ApiError(403, message, 'forbidden');
export const notFound = (message = 'Risorsa non trovata') => new ApiError(404, message, 'not_found');
export const conflict = (
  message = 'Modifica in conflitto con altro operatore',
  id: ErrorId = 'stale_record',
) => new ApiError(409, message, id);
export const unprocessable = (message: string, id: ErrorId = 'invalid_input') =>
  new ApiError(422, message, id);
export const constraintError = (message: string, fields?: readonly string[]) =>
  new ApiError(422, message, 'constraint', fields?.length ? { fields } : undefined);
/** 422 `in_use`: master data other records still refer to; `used_by` says what and how many. */
export const inUse = (message: string, usedBy: readonly { model: string; label: string; count: number }[]) =>
  new ApiError(422, message, 'in_use', { used_by: usedBy });
/** 422 `duplicate`: a code another record already has; `existing` names it, for a link to it. */
export const duplicate = (
  message: string,
  field: string,
  existing: { model: string; id: number; label: string },
) => new ApiError(422, message, 'duplicate', { fields: [field], existing });
/** A value refused at one field: `{ error, id, fields: [field] }`, so a form shows it at the field. */
export const fieldError = (status: 400 | 422, message: string, field: string) =>
  new ApiError(status, message, 'invalid_input', { fields: [field] });
export const tooLarge = (message = 'Richiesta troppo grande', id: ErrorId = 'too_large') =>
  new ApiError(413, message, id);
export const rateLimited = (
  message = 'Troppe richieste, riprovare più tardi',
  details?: Record<string, unknown>,
) => new ApiError(429, message, 'rate_limited', details);

/** 409 `stale_record`: a lock_version the client sent is not the stored one; `current` is the stored state. */
export const staleRecord = (
  current: unknown,
  message = 'Modifica in conflitto con altro operatore',
  /** Who made the change that got in the way, and when (`by: { id, name }`, `at`), when known. */
  writer?: { by: { id: number; name: string }; at: string },
) => new ApiError(409, message, 'stale_record', { current, ...writer });
/** 409 `stale_record` of a bulk update: every record whose lock_version was old, with the stored one. */
export const staleRecords = (stale: { id: number; lock_version: number }[]) =>
  new ApiError(
    409,
    stale.length === 1
      ? 'Modifica in conflitto con altro operatore'
      : `Modifica in conflitto con altro operatore su ${stale.length} record`,
    'stale_record',
    { stale },
  );
/** 409 `already_closed`: the record is finished and the operation would reopen or change it. */
export const alreadyClosed = (
  message: string,
  current: unknown,
  /** Who finished the record, and when (`by: { id, name }`, `at`), when known. */
  writer?: { by: { id: number; name: string }; at: string },
) => new ApiError(409, message, 'already_closed', { current, ...writer });
