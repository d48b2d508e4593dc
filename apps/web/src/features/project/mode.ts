/** The query flags of package preparation (spec §2: booleans from the text 'true'). */
export interface PreparationFlags {
  incoming: boolean;
  outgoing: boolean;
  picking: boolean;
  revision: boolean;
  locked: boolean;
}

const FLAGS = ['incoming', 'outgoing', 'picking', 'revision', 'locked'] as const;

export function readFlags(params: URLSearchParams): PreparationFlags {
  const on = (name: string) => params.get(name) === 'true';
  return {
    incoming: on('incoming'),
    outgoing: on('outgoing'),
    picking: on('picking'),
    revision: on('revision'),
    locked: on('locked'),
  };
}

/** The flags as a query, in the spec's order, plus any extra parameters. */
export function flagsQuery(
  flags: PreparationFlags,
  extra: Record<string, string | number> = {},
): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of FLAGS) query.set(name, String(flags[name]));
  for (const [name, value] of Object.entries(extra)) query.set(name, String(value));
  return query;
}

/**
 * The project typology (by title) package preparation lists (spec §9: selected by title; the
 * picking one's default is a placeholder): incoming → supplier orders 'AC', outgoing → picking
 * lists 'LP', otherwise the preparation projects 'PC'.
 */
export function preparationTypology(flags: PreparationFlags): string {
  if (flags.incoming) return 'AC';
  if (flags.outgoing) return 'LP';
  return 'PC';
}

/** The segment filter of management (spec §9: 1 not finished, default; 2 all; 3 read; 4 not read). */
export type PickFilter = '1' | '2' | '3' | '4';

export function matchesFilter(filter: PickFilter, expected: number, detected: number): boolean {
  switch (filter) {
    case '1':
      return expected - detected !== 0;
    case '3':
      return detected !== 0;
    case '4':
      return detected === 0;
    default:
      return true;
  }
}
