import type { Database, Dialect, Row } from '../db/types';

/** Inserts rows with timestamps, booleans stored as the dialect wants; returns the new ids in order. */
export function inserter(db: Database, dialect: Dialect) {
  const stamp = new Date().toISOString();
  const store = (row: Row): Row => {
    const out: Row = { created_at: stamp, updated_at: stamp };
    for (const [k, v] of Object.entries(row))
      out[k] = typeof v === 'boolean' && dialect === 'sqlite' ? (v ? 1 : 0) : v;
    return out;
  };
  // Rows are inserted in groups of the same columns: a multi-row insert would
  // store NULL (not the column default) for a column some rows leave out.
  return async function insert(
    table: string,
    rows: Row[],
    opts: { timestamps?: boolean } = {},
  ): Promise<number[]> {
    const ids: number[] = new Array(rows.length);
    const groups = new Map<string, number[]>();
    rows.forEach((row, i) => {
      const signature = Object.keys(row).sort().join(',');
      groups.set(signature, [...(groups.get(signature) ?? []), i]);
    });
    for (const indexes of groups.values()) {
      for (let start = 0; start < indexes.length; start += 500) {
        const part = indexes.slice(start, start + 500);
        const values = part.map((i) => {
          const stored = store(rows[i]!);
          if (opts.timestamps === false) {
            delete stored.created_at;
            delete stored.updated_at;
          }
          return stored;
        });
        if (opts.timestamps === false) {
          await db.insertInto(table).values(values).execute();
          continue;
        }
        const inserted = await db.insertInto(table).values(values).returning('id').execute();
        inserted.forEach((r, j) => (ids[part[j]!] = r.id as number));
      }
    }
    return opts.timestamps === false ? [] : ids;
  };
}

/** An EAN-13 with its check digit, from a 12-digit stem. */
export function ean13(stem: string): string {
  const digits = stem.padStart(12, '0').slice(-12);
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}
