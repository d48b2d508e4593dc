/**
 * The one client for server commands (docs/server.md "Commands"): every screen's multi-row write —
 * conclude, suspend, close, load, leave — goes through `prepareCommand`, and every reaction to the
 * server's answer is written here once, switched on the shared `ErrorId`:
 *
 * - the command is sent with its Idempotency-Key, fixed when the command is prepared (a retry by the
 *   command queue or the client is applied once) and with the lock_versions the caller put in its body;
 * - `confirmation_required`: the rule's question (`confirm`, a shared message key) is asked; yes →
 *   sent again, confirmed, under a new key (a new decision); no → nothing happens;
 * - `stale_record` / `already_closed`: nothing of the command was applied (one transaction); the
 *   named query keys reload so the screen shows what is stored now, and the operator is told what
 *   happened, with who did it and when when the server knows ('Collo già chiuso da Anna alle 10:42');
 * - any other failure is thrown to the caller (the command queue, lib/command-queue.ts, sends it
 *   again after a network failure; a screen shows a refusal its own way).
 */
import type { QueryKey } from '@tanstack/react-query';
import { messages, type MessageKey } from '@warehouse/shared';
import { isTransientFailure, newIdempotencyKey, queryClient } from '../lib/api';
import { refusalOf, refusalText, timeOf, type Refusal } from '../lib/api/refusal';
import { dialogs } from '../lib/dialogs';
import { m } from '../messages/it';

export type CommandOutcome<Answer> =
  | { kind: 'done'; answer: Answer }
  /** The operator answered no to the rule's question: nothing was written. */
  | { kind: 'declined' }
  /** Refused for another operator's work (`stale_record`, `already_closed`): reloaded and told. */
  | { kind: 'refused'; refusal: Refusal };

export interface CommandSpec<Answer> {
  /**
   * Sends the command: its body carries the lock_versions read; `confirmed` and `key` as given;
   * `asked`: the refusal whose question the operator said yes to (its `current` is what they saw).
   */
  send: (confirmed: boolean, key: string, asked?: Refusal) => Promise<Answer>;
  /** The Idempotency-Key of the first send, when the caller keeps it (e.g. across a reload). */
  key?: string;
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

/**
 * A command ready to send; its Idempotency-Key is fixed now, so every `run` is the same decision.
 * Once the operator said yes to the server's question, a retry after a lost answer (no network, a
 * gateway) repeats the confirmed send with its key rather than asking again: the decision was
 * taken. After the server's own refusal a retry starts over from the first key, as before.
 */
export function prepareCommand<Answer>(spec: CommandSpec<Answer>): PreparedCommand<Answer> {
  const key = spec.key ?? newIdempotencyKey();
  let confirmed = spec.confirmed ?? false;
  let sendKey = key;
  let asked: Refusal | undefined;
  return {
    async run() {
      for (;;) {
        try {
          return { kind: 'done', answer: await spec.send(confirmed, sendKey, asked) };
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal?.id === 'confirmation_required' && !confirmed) {
            const ask = refusal.confirm && (spec.question ?? ((key) => messages[key]))(refusal.confirm);
            if (ask && !(await dialogs.confirm(ask))) return { kind: 'declined' };
            confirmed = true;
            asked = refusal;
            sendKey = newIdempotencyKey();
            continue;
          }
          if (refusal?.id !== 'stale_record' && refusal?.id !== 'already_closed') {
            // The server's answer (not a lost one, nor a gateway's): a retry starts over.
            if (refusal && !isTransientFailure(error))
              [confirmed, sendKey, asked] = [spec.confirmed ?? false, key, undefined];
            throw error;
          }
          await reloadKeys(spec.reload);
          if (spec.tell !== false) void dialogs.warning((spec.describe ?? refusalText)(refusal));
          return { kind: 'refused', refusal };
        }
      }
    },
  };
}

/** The record a decision is taken on, as the server stores it (its version). */
export interface Versioned {
  lock_version?: number | null;
}

export interface DecisionSpec<R extends Versioned> {
  /** The version the dialog opened with: never one a live update brought in meanwhile. */
  version: number | undefined;
  /** Sends the decision on this version (the record's `lock_version`). */
  send: (version: number | undefined) => Promise<unknown>;
  /** The figure of the record as stored now, as the operator reads it ('12'). */
  figure: (stored: R) => string;
  /** The operator's own figure ('5'). */
  mine: string;
  /** The record in a refusal's `current` (a command answers `{ picks: [...] }`; a PUT the record). */
  storedOf?: (current: unknown) => R | undefined;
}

export type DecisionOutcome<R> = { kind: 'done' } | { kind: 'kept'; stored: R | undefined };

/**
 * A decision (issue 41): an absolute figure the operator sets while looking at another — a quantity
 * set by hand, an order's fields, a package's measures — unlike a reading, which adds. It goes with
 * the version the dialog opened with; another operator's change since then is a 409 `stale_record`
 * carrying the record as stored and who wrote it, and the operator is asked seeing both figures:
 * 'Marco Operatore ha impostato 12 alle 10:42: sostituire con 5?'. Yes: sent again on the version
 * stored now (a new decision); no: nothing written, the stored record handed back (`kept`). Any
 * other failure is thrown to the caller.
 */
export async function decide<R extends Versioned>(spec: DecisionSpec<R>): Promise<DecisionOutcome<R>> {
  let version = spec.version;
  for (;;) {
    try {
      await spec.send(version);
      return { kind: 'done' };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.id !== 'stale_record') throw error;
      const stored = (spec.storedOf ?? ((c) => c as R | undefined))(refusal.current);
      if (!stored || stored.lock_version == null) throw error;
      const figure = spec.figure(stored);
      const ask =
        refusal.by?.name && refusal.at
          ? m.commands.replaceAsk(refusal.by.name, figure, timeOf(refusal.at), spec.mine)
          : m.commands.replaceAskAnonymous(figure, spec.mine);
      if (!(await dialogs.confirm(ask))) return { kind: 'kept', stored };
      version = stored.lock_version;
    }
  }
}

/** Prepares and sends at once (a command the screen does not hold in its command queue). */
export const runCommand = <Answer>(spec: CommandSpec<Answer>) => prepareCommand(spec).run();

export { refusalOf, refusalText, type Refusal };
