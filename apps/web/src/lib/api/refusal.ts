/**
 * A refusal of the server (`{ error, id, ...details }`, apps/server/src/errors.ts) as the
 * screens read it, and what the operator is told of it: who did what and when where the server
 * named them. Used by the command client (domain/commands.ts) and by the outbox's refused entries.
 */
import type { ErrorId, MessageKey } from '@warehouse/shared';
import { m } from '../../messages/it';
import { errorIdIn, isApiError } from './client';
import { localeOf } from '../../messages/locale';
import { refusalInLanguage } from './refusal-language';

/** The details a refusal carries besides `error` and `id` (apps/server/src/errors.ts). */
export interface Refusal {
  id: ErrorId;
  error: string;
  /** The rule's question of a `confirmation_required`. */
  confirm?: MessageKey;
  /** The records as stored now (a command's 409). */
  current?: unknown;
  /** Who changed or finished the record last, and when (ISO), when the server knows. */
  by?: { id: number; name: string };
  at?: string;
}

/** The server's refusal in an error, or null for anything else (network, a bug). */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || errorIdIn(error.body) === undefined) return null;
  return { error: error.message, ...(error.body as Partial<Refusal>) } as Refusal;
}

/** 'HH:MM' of an ISO time, in the device's time zone. */
export const timeOf = (iso: string): string =>
  new Date(iso).toLocaleTimeString(localeOf(), { hour: '2-digit', minute: '2-digit' });

/**
 * What the operator is told of a refusal: who and when where the server named them
 * ('Lista di prelievo LP-7 già conclusa da Marco Operatore alle 10:42'; a closed order, document
 * or package with its last change: '… è già concluso: … (ultima modifica di Marco alle 10:42)'),
 * else the server's words;
 * a conflict without an author is 'Modifica in conflitto con altro operatore'.
 */
export function refusalText(refusal: Refusal): string {
  const who = refusal.by?.name && refusal.at ? { name: refusal.by.name, time: timeOf(refusal.at) } : null;
  if (refusal.id === 'stale_record') return who ? m.commands.conflictBy(who.name, who.time) : m.api.conflict;
  const said = refusalInLanguage(refusal) ?? (refusal.error || m.api.conflict);
  if (!who) return said;
  const told = refusal.id === 'record_closed' ? m.commands.closedBy : m.commands.finishedBy;
  return told(said, who.name, who.time);
}
