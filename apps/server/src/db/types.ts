import type { Kysely, Transaction } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// The server is model-driven: table and column names come from the model
// registry at run time, so the query builder is untyped on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = Transaction<any>;
export type Executor = Database | Tx;
export type Row = Record<string, unknown>;
