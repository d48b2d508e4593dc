import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Row, Tx } from '../db/types';
import type { Action, ModelDefinition } from '../models/types';
import type { Services } from '../services/services';
import { alreadyClosed, ApiError, notFound, staleRecord } from '../errors';
import { settleDerived } from '../models/derived';
import { readMultipart, type Upload } from '../services/multipart';
import { lastWriter } from '../live/last-writer';
import { requestedShape } from '../services/presentation';
import type { Shape } from '../services/serialize';
import type { CustomAction } from './types';

/**
 * A server command: an operation that writes several rows (conclude, suspend, close, load…), run
 * as one transaction in a fixed order — parse the body, load and lock the rows, check every
 * lock_version the client sent, run the pure rule from `@warehouse/shared`, write, settle the
 * derived totals, answer the new state. A failure anywhere rolls everything back, so a command is
 * never half applied; a retry with the same Idempotency-Key gets the stored answer (http/idempotency).
 * docs/server.md "Commands" is the contract.
 */

/** A record the client has open, as it last read it. */
export const versionRef = z.object({
  id: z.number().int().positive(),
  lock_version: z.number().int().min(0),
});
export type VersionRef = z.infer<typeof versionRef>;

export interface CommandContext<Body> {
  tx: Tx;
  body: Body;
  /** The record of a member command (`/{model}/{id}?do=…`). */
  id: number | undefined;
  services: Services;
  request: FastifyRequest;
  userId: number | undefined;
  model: ModelDefinition;
  /** Files of a multipart body (only for a command that accepts one); written inside `tx`. */
  uploads: Upload[];
  /**
   * The client's presentation (`a` in the query string) of the answer's records of the command's
   * model, for a command that takes one (`presentation`); undefined: the model's default.
   */
  shape: Shape | undefined;
}

export interface CommandSpec<Schema extends z.ZodType, Result> {
  model: string;
  name: string;
  /** `collection`: `POST /{model}?do=name`; `member`: `POST /{model}/{id}?do=name`. */
  on: 'collection' | 'member';
  permission: Action;
  body: Schema;
  /**
   * Accepts a multipart body too (a form with files, e.g. a package's picture): its fields, in the
   * bracket syntax, become the body `body` parses, its files `ctx.uploads`. Files written for a
   * command that fails are removed.
   */
  multipart?: boolean;
  /** The Italian message of a 400 for a body that does not match `body`. */
  invalidBody: string;
  /**
   * The answer presents records of the command's model as the client asks (`a`, the syntax and
   * rights of a GET, services/presentation.ts): a screen that keeps them in a list loaded with a field
   * selection asks for that selection, not the default with every reading. Checked before the
   * transaction (an invalid one is the GET's 400, nothing written); without `a` the answer is the
   * default as before. Commands without it ignore `a`.
   */
  presentation?: true;
  /** Loads and locks the rows, checks versions, runs the rule and writes; returns what `answer` needs. */
  run(ctx: CommandContext<z.output<Schema>>): Promise<Result>;
  /** The new state, read in the same transaction once the derived totals are settled. */
  answer(ctx: CommandContext<z.output<Schema>>, result: Result): Promise<unknown>;
}

export function defineCommand<Schema extends z.ZodType, Result>(
  spec: CommandSpec<Schema, Result>,
): CustomAction {
  return {
    model: spec.model,
    name: spec.name,
    methods: ['POST'],
    permission: spec.permission,
    async run({ request, services, model, id }) {
      if ((spec.on === 'member') !== (id !== undefined)) throw notFound(`Azione sconosciuta: ${spec.name}`);
      let raw: unknown = request.body ?? {};
      let uploads: Upload[] = [];
      if (spec.multipart && request.isMultipart())
        ({ fields: raw, uploads } = await readMultipart(request, model));
      const parsed = spec.body.safeParse(raw);
      if (!parsed.success) throw new ApiError(400, spec.invalidBody, 'invalid_input');
      const query = request.query as Record<string, unknown>;
      const shape = spec.presentation
        ? requestedShape(services.registry, request.currentUser, model, query)
        : undefined;
      return services.records.transaction(async (tx) => {
        const ctx: CommandContext<z.output<Schema>> = {
          tx,
          body: parsed.data,
          id,
          services,
          request,
          userId: request.currentUser?.id,
          model,
          uploads,
          shape,
        };
        const result = await spec.run(ctx);
        await settleDerived(tx, services.dialect);
        return spec.answer(ctx, result);
      }, uploads);
    },
  };
}

/** The records as the API sends them, in the given order. */
export async function presentAll(
  ctx: CommandContext<unknown>,
  model: ModelDefinition,
  ids: readonly number[],
) {
  const records: Row[] = [];
  for (const id of ids) records.push(await ctx.services.records.show(model, id, ctx.tx));
  return records;
}

/** A record the command cannot act on any more (closed, shipped…): the refusal's text and the row. */
export interface Finished {
  message: string;
  row: Row;
}

/**
 * Loads the rows the client named and locks them until the command commits (PostgreSQL; SQLite runs
 * one write transaction at a time). `for update` also waits for transactions still adding readings
 * to them, so the rule sees every committed reading. A missing row is a 404. `finished` is asked
 * first: a record another operator finished meanwhile is 409 `already_closed` (what happened, not
 * "a conflict"), even though its lock_version moved too. Then a lock_version that is not the stored
 * one is a 409 `stale_record` whose `current` is what `current()` answers (by default
 * `{ <model>: [every named record as stored now] }`). Both name who wrote the record last and when
 * (`by`, `at`). Rows come back in the order given.
 */
export async function lockVersions(
  ctx: CommandContext<unknown>,
  model: ModelDefinition,
  refs: readonly VersionRef[],
  current?: () => Promise<unknown>,
  finished?: (rows: Row[]) => Finished | null,
): Promise<Row[]> {
  const ids = refs.map((ref) => ref.id);
  let query = ctx.tx
    .selectFrom(model.table)
    .selectAll()
    .where('id', 'in', ids.length > 0 ? ids : [0])
    .orderBy('id');
  if (ctx.services.dialect === 'postgres') query = query.forUpdate();
  const rows = (await query.execute()) as Row[];
  const byId = new Map(rows.map((row) => [row.id as number, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound(`Record non trovato: ${model.singular} ${missing}`);
  const ordered = ids.map((id) => byId.get(id)!);
  const currentState = async () =>
    current ? await current() : { [model.name]: await presentAll(ctx, model, ids) };
  const writerOf = (row: Row) =>
    lastWriter(ctx.tx, {
      model: model.name,
      id: row.id as number,
      projectId: model.name === 'projects' ? (row.id as number) : (row.project_id as number | null),
    });
  const done = finished?.(ordered);
  if (done) throw alreadyClosed(done.message, await currentState(), await writerOf(done.row));
  const stale = refs.find((ref) => byId.get(ref.id)!.lock_version !== ref.lock_version);
  if (stale) throw staleRecord(await currentState(), undefined, await writerOf(byId.get(stale.id)!));
  return ordered;
}

/**
 * 409 `confirmation_required`: the rule asks the operator first (`confirm`, a message key); `writer`:
 * who last wrote the record the question is about, and when (`by`, `at`), when known.
 */
export function confirmationRequired(
  confirm: string,
  message: string,
  current: unknown,
  writer?: { by: { id: number; name: string }; at: string },
): ApiError {
  return new ApiError(409, message, 'confirmation_required', { confirm, current, ...writer });
}

/** Ids given more than once make no sense in one command. */
export const distinctIds = (refs: readonly VersionRef[]) =>
  new Set(refs.map((ref) => ref.id)).size === refs.length;
