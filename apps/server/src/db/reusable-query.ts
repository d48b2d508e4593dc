import type { CompiledQuery, QueryResult } from 'kysely';
import type { Executor } from './types';

interface Kept<R> {
  compiled: CompiledQuery<R>;
  /** Per bound parameter: the argument it takes, or -1 for a constant of the query. */
  slots: number[];
}

/**
 * A query of fixed shape (`where id = ?`), built and compiled by Kysely once per kind of database,
 * then run with each call's values bound into the kept text: building and compiling costs three
 * times what running an indexed lookup does on SQLite (about 19 of 26 µs), and a reading's write
 * runs a dozen of them (issue 47). The shape is compiled with markers in place of the arguments;
 * it is kept only when every marker is bound exactly once and the text is the one the real values
 * give, else every call is compiled as usual. Arguments must be plain values (numbers, strings,
 * null), never lists, whose length would change the text.
 */
export function reusableQuery<Args extends unknown[], R>(
  build: (db: Executor, ...args: Args) => { compile(): CompiledQuery<R> },
): (db: Executor, ...args: Args) => Promise<QueryResult<R>> {
  const kept = new Map<unknown, Kept<R> | null>();
  return async (db, ...args) => {
    const kind = db.getExecutor().adapter.constructor;
    let shape = kept.get(kind);
    if (shape === undefined) {
      shape = keep(build, db, args);
      kept.set(kind, shape);
    }
    const compiled = shape
      ? {
          ...shape.compiled,
          parameters: shape.compiled.parameters.map((value, i) =>
            shape!.slots[i]! >= 0 ? args[shape!.slots[i]!] : value,
          ),
        }
      : build(db, ...args).compile();
    return db.executeQuery(compiled);
  };
}

function keep<Args extends unknown[], R>(
  build: (db: Executor, ...args: Args) => { compile(): CompiledQuery<R> },
  db: Executor,
  args: Args,
): Kept<R> | null {
  const markers = args.map((_, i) => `\u0000reusable-argument-${i}\u0000`) as Args;
  const compiled = build(db, ...markers).compile();
  const slots = compiled.parameters.map((value) => markers.indexOf(value));
  const bound = markers.every((_, i) => slots.filter((slot) => slot === i).length === 1);
  if (!bound || compiled.sql !== build(db, ...args).compile().sql) return null;
  return { compiled, slots };
}
