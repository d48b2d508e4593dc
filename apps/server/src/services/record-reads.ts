import { sql } from 'kysely';
import type { Database, Dialect, Row, Tx } from '../db/types';
import type { DbHandle } from '../db/connection';
import type { ModelDefinition } from '../models/types';
import type { ModelRegistry } from '../models/registry';
import { parseSearch } from './search/parse';
import { applyFilters, applySorts } from './search/build';
import { createQueryCache, searchShape } from './search/compiled';
import type { SearchAst } from './search/ast';
import type { StoredChangeEvent } from '../live/changes';
import type { CompiledQuery } from 'kysely';
import { notFound } from '../errors';
import {
  columnsToRead,
  defaultShape,
  present,
  type PresentContext,
  type Shape,
  type StatementEmbedding,
} from './serialize';
import {
  embeddableIncludes,
  embeddedKey,
  embeddedReaders,
  selectEmbedded,
  type EmbeddedInclude,
} from './embedded';

export interface ListQuery {
  q?: unknown;
  page?: number;
  per?: number;
  /** The client's presentation (`a`); the model's default when undefined. */
  shape?: Shape;
}

export interface ListResult {
  records: Row[];
  total: number;
  first: number;
}

export interface RecordsDeps {
  db: Database;
  dialect: Dialect;
  registry: ModelRegistry;
  uploadDir: string;
  fileUrl(key: string): string;
  /**
   * Told after every committed write transaction, with the change events it stored (SQLite; none on
   * PostgreSQL): the live event feed hands them on, or reads the new events.
   */
  onCommit?: (events: StoredChangeEvent[]) => void;
  /** The most bytes one record's files may take together (UPLOAD_RECORD_MAX_MB). */
  recordUploadMaxBytes?: number;
  /** Told after a committed transaction that wrote webhook events (their delivery can start). */
  onWebhookEvents?: () => void;
  /** SQLite: runs a read at once when no transaction holds the connection (db/connection.ts). */
  readNow?: DbHandle['readNow'];
}

interface Embedding extends StatementEmbedding {
  embedded: EmbeddedInclude[];
  readers: Record<string, (row: Row) => unknown>;
}

const NO_EMBEDDING: Embedding = { embedded: [], key: '', readers: {}, select: (query) => query };

/**
 * Above this many records, associations embedded as JSON cost more than one query each: every row
 * builds and parses its own JSON (a belongs-to shared by many rows, as a pick's location, is read
 * 200 times instead of once). Below it, as for a barcode lookup, each query saved is most of the
 * cost (docs/decisions.md).
 */
const EMBED_MAX_ROWS = 20;
const MAX_HABITS = 1_000;

/**
 * The generic reads behind every route: one record, a list by search, a count. Holds what makes the
 * hot path's lists cheap: the compiled queries per shape of search (search/compiled.ts), the
 * associations embedded per model and shape, and the searches learnt to answer many records.
 */
export function createRecordReads(deps: RecordsDeps) {
  const { db, dialect, registry } = deps;
  const presentCtx = (executor: Database | Tx): PresentContext => ({
    db: executor,
    dialect,
    registry,
    fileUrl: deps.fileUrl,
    // A belongs-to's few records (a pick's item) bring their plain associations in their statement.
    embedding: (model, shape, count) => {
      if (count > EMBED_MAX_ROWS) return undefined;
      const embedding = embeddingOf(model, shape);
      return embedding.embedded.length > 0 ? embedding : undefined;
    },
  });
  const searchCtx = (model: ModelDefinition) => ({ registry, model, dialect });
  const compiledQueries = createQueryCache();

  /**
   * Searches (by model, embedding, paging and shape of search) that answered more than
   * EMBED_MAX_ROWS records with embedded associations: they load them with one query each from
   * then on. Bounded: past MAX_HABITS the oldest is forgotten (and may be learnt again).
   */
  const manyRows = new Set<string>();
  const rememberManyRows = (key: string) => {
    if (manyRows.size >= MAX_HABITS) manyRows.delete(manyRows.values().next().value!);
    manyRows.add(key);
  };

  /** What a list of `shape` embeds, kept per model and shape object (default shapes are shared). */
  const embeddings = new WeakMap<ModelDefinition, WeakMap<Shape, Embedding>>();
  function embeddingOf(model: ModelDefinition, shape: Shape): Embedding {
    let byShape = embeddings.get(model);
    if (!byShape) embeddings.set(model, (byShape = new WeakMap()));
    let embedding = byShape.get(shape);
    if (!embedding) {
      const embedded = embeddableIncludes(registry, model, shape);
      embedding = {
        embedded,
        key: embeddedKey(embedded),
        readers: embeddedReaders(dialect, embedded),
        select: (query) => selectEmbedded(query, db, dialect, model, embedded),
      };
      byShape.set(shape, embedding);
    }
    return embedding;
  }

  /**
   * One stored row. A write passes `lock` to read the row it is about to change as it stands once
   * no other writer holds it (PostgreSQL): the hooks decide from it which picks and documents to
   * recompute, and a copy read before a concurrent move or delete committed would name the wrong
   * ones. `update` takes the lock an UPDATE takes anyway, `delete` the one a DELETE takes.
   */
  async function findRow(
    executor: Database | Tx,
    model: ModelDefinition,
    id: number,
    lock?: 'update' | 'delete',
  ): Promise<Row> {
    let query = executor.selectFrom(model.table).selectAll().where('id', '=', id);
    if (lock && dialect === 'postgres')
      query = lock === 'update' ? query.forNoKeyUpdate() : query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound(`Record non trovato: ${model.singular} ${id}`);
    return row as Row;
  }

  /** One stored row as the API sends it, with its nested objects. */
  async function presentOne(
    model: ModelDefinition,
    row: Row,
    executor: Database | Tx,
    shape: Shape = defaultShape(model.include),
  ): Promise<Row> {
    const [record] = await present(model, [row], shape, presentCtx(executor));
    return record!;
  }

  /**
   * The statement of one record with its embedded associations (services/embedded.ts), compiled once
   * per model and embedding and bound to each id. Bounded: past MAX_HABITS the oldest is forgotten.
   */
  const compiledShows = new Map<string, CompiledQuery>();
  function showStatement(model: ModelDefinition, embedding: Embedding, id: number): CompiledQuery {
    const key = `${model.name}|${embedding.key}`;
    let compiled = compiledShows.get(key);
    if (!compiled) {
      if (compiledShows.size >= MAX_HABITS) compiledShows.delete(compiledShows.keys().next().value!);
      compiled = embedding
        .select(db.selectFrom(model.table).selectAll(model.table))
        .where(`${model.table}.id`, '=', 0)
        .compile();
      compiledShows.set(key, compiled);
    }
    return { ...compiled, parameters: [id] };
  }

  /**
   * One record as the API sends it. Its associations of plain columns come in its own statement, as
   * a list of up to EMBED_MAX_ROWS records has them (the same records, services/embedded.ts): a
   * pick's location and readings in the pick's statement, not a query each.
   */
  async function show(
    model: ModelDefinition,
    id: number,
    executor: Database | Tx = db,
    shape?: Shape,
  ): Promise<Row> {
    const shown = shape ?? defaultShape(model.include);
    const embedding = embeddingOf(model, shown);
    if (embedding.embedded.length === 0)
      return presentOne(model, await findRow(executor, model, id), executor, shown);
    const [row] = (await executor.executeQuery(showStatement(model, embedding, id))).rows as Row[];
    if (!row) throw notFound(`Record non trovato: ${model.singular} ${id}`);
    const [record] = await present(model, [row], shown, presentCtx(executor), embedding.readers);
    return record!;
  }

  async function count(model: ModelDefinition, q: unknown): Promise<number> {
    const ast = parseSearch(registry, model, q ?? {});
    const query = applyFilters(db.selectFrom(model.table), ast, searchCtx(model)).select(
      sql<number>`count(*)`.as('n'),
    );
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function list(model: ModelDefinition, query: ListQuery): Promise<ListResult> {
    const ast = parseSearch(registry, model, query.q ?? {});
    const shape = query.shape ?? defaultShape(model.include);
    const columns = columnsToRead(model, shape, []);
    const paged = query.page !== undefined;
    const per = query.per ?? 100;
    const first = paged ? (query.page! - 1) * per : 0;
    // Built and compiled once per shape of search, columns and paging (search/compiled.ts).
    // The associations made of plain columns come in the same statement (services/embedded.ts), unless
    // this search has answered many records before: then one query per association is cheaper.
    const embedding = embeddingOf(model, shape);
    const habit = `${model.name}|${embedding.key}|${paged ? per : ''}|${searchShape(ast) ?? '?'}`;
    const embed = embedding.embedded.length > 0 && !manyRows.has(habit);
    const { embedded, key: embedKey, readers } = embed ? embedding : NO_EMBEDDING;
    const build = (search: SearchAst, extra: readonly unknown[]) => {
      const from = db.selectFrom(model.table);
      let select = applyFilters(
        selectEmbedded(
          columns ? from.select(columns.map((c) => `${model.table}.${c}`)) : from.selectAll(model.table),
          db,
          dialect,
          model,
          embedded,
        ),
        search,
        searchCtx(model),
      );
      // Sorts by q[s], else the model's default sort; always ends with id for a stable order.
      select = applySorts(select, search, searchCtx(model));
      if (paged) select = select.limit(extra[0] as number).offset(extra[1] as number);
      return select.compile();
    };
    const compiled = compiledQueries.compile(
      `${model.name}|${columns?.join(',') ?? '*'}|${embedKey}`,
      ast,
      paged ? [per, first] : [],
      build,
    );
    const total = paged ? await count(model, query.q) : undefined;
    const rows = deps.readNow?.(compiled) ?? ((await db.executeQuery(compiled)).rows as Row[]);
    if (embed && rows.length > EMBED_MAX_ROWS) rememberManyRows(habit);
    const records = await present(model, rows, shape, presentCtx(db), readers);
    return { records, total: total ?? records.length, first };
  }

  return { findRow, presentOne, show, count, list, presentCtx };
}

export type RecordReads = ReturnType<typeof createRecordReads>;
