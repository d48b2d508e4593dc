/**
 * The one client for server commands (docs/server.md "Commands"): every screen's multi-row write —
 * conclude, suspend, close, load, leave — goes through `prepareCommand`, and every reaction to the
 * server's answer is written here once, switched on the shared `ErrorId`:
 *
 * - the command is sent with its Idempotency-Key, fixed when the command is prepared (a retry by the
 *   write queue or the client is applied once) and with the lock_versions the caller put in its body;
 * - `confirmation_required`: the rule's question (`confirm`, a shared message key) is asked; yes →
 *   sent again, confirmed, under a new key (a new decision); no → nothing happens;
 * - `stale_record` / `already_closed`: nothing of the command was applied (one transaction); the
 *   named query keys reload so the screen shows what is stored now, and the operator is told what
 *   happened, with who did it and when when the server knows ('Collo già chiuso da Anna alle 10:42');
 * - any other failure is thrown to the caller (the write queue retries a network failure, a screen
 *   shows a refusal its own way).
 */
import type { QueryKey } from '@tanstack/react-query';
import { messages, type ErrorId, type MessageKey } from '@warehouse/shared';
import { isApiError, newIdempotencyKey, queryClient } from '../lib/api';
import { dialogs } from '../lib/dialogs';
import { m } from '../messages/it';

/** The details a refusal carries besides `error` and `id` (apps/server/src/api/errors.ts). */
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
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as Partial<Refusal>;
  return typeof body.id === 'string' ? ({ error: error.message, ...body } as Refusal) : null;
}

const timeFormat = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit' });

/** 'HH:MM' of an ISO time, in the device's time zone. */
export const timeOf = (iso: string): string => timeFormat.format(new Date(iso));

/**
 * What the operator is told of a refusal: who and when where the server named them
 * ('Lista di prelievo LP-7 già conclusa da Marco Operatore alle 10:42'), else the server's words;
 * a conflict without an author is 'Modifica in conflitto con altro operatore'.
 */
export function refusalText(refusal: Refusal): string {
  const who = refusal.by?.name && refusal.at ? { name: refusal.by.name, time: timeOf(refusal.at) } : null;
  if (refusal.id === 'stale_record')
    return who ? m.commands.conflictBy(who.name, who.time) : m.api.conflict;
  const said = refusal.error || m.api.conflict;
  return who ? m.commands.finishedBy(said, who.name, who.time) : said;
}

export type CommandOutcome<Answer> =
  | { kind: 'done'; answer: Answer }
  /** The operator answered no to the rule's question: nothing was written. */
  | { kind: 'declined' }
  /** Refused for another operator's work (`stale_record`, `already_closed`): reloaded and told. */
  | { kind: 'refused'; refusal: Refusal };

export interface CommandSpec<Answer> {
  /** Sends the command: its body carries the lock_versions read; `confirmed` and `key` as given. */
  send: (confirmed: boolean, key: string) => Promise<Answer>;
  /** The operator already answered the rule's question on screen. */
  confirmed?: boolean;
  /** The query keys that show what the command changes: reloaded after a refusal for a conflict. */
  reload: readonly QueryKey[];
  /** The question's text when the screen words it its own way (default: the shared message). */
  question?: (confirm: MessageKey) => string;
  /** Overrides the text of a refusal (a screen that says it in its own words). */
  describe?: (refusal: Refusal) => string;
  /** False: the caller tells the operator itself (the outcome carries the refusal). */
  tell?: boolean;
}

export interface PreparedCommand<Answer> {
  /** Sends it (again, with the same key, after a failure the caller retries). */
  run: () => Promise<CommandOutcome<Answer>>;
}

export const reloadKeys = (keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/** A command ready to send; its Idempotency-Key is fixed now, so every `run` is the same decision. */
export function prepareCommand<Answer>(spec: CommandSpec<Answer>): PreparedCommand<Answer> {
  const key = newIdempotencyKey();
  return {
    async run() {
      let confirmed = spec.confirmed ?? false;
      let sendKey = key;
      for (;;) {
        try {
          return { kind: 'done', answer: await spec.send(confirmed, sendKey) };
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal?.id === 'confirmation_required' && !confirmed) {
            const ask = refusal.confirm && (spec.question ?? ((key) => messages[key]))(refusal.confirm);
            if (ask && !(await dialogs.confirm(ask))) return { kind: 'declined' };
            confirmed = true;
            sendKey = newIdempotencyKey();
            continue;
          }
          if (refusal?.id !== 'stale_record' && refusal?.id !== 'already_closed') throw error;
          await reloadKeys(spec.reload);
          if (spec.tell !== false) void dialogs.warning((spec.describe ?? refusalText)(refusal));
          return { kind: 'refused', refusal };
        }
      }
    },
  };
}

/** Prepares and sends at once (a command no write queue retries). */
export const runCommand = <Answer>(spec: CommandSpec<Answer>) => prepareCommand(spec).run();
