/** Predicates as clients write them, after the attribute: `quantity_gt`, `name_not_cont`. */
export const CLIENT_PREDICATES = [
  'eq',
  'not_eq',
  'ne', // alias of not_eq: the packing screens send `quantity_remaining_ne`
  'in',
  'not_in',
  'null',
  'not_null',
  'present',
  'blank',
  'true',
  'false',
  'not_true',
  'not_false',
  'lt',
  'lteq',
  'gt',
  'gteq',
  'cont',
  'not_cont',
  'i_cont',
  'start',
  'end',
] as const;

export type ClientPredicate = (typeof CLIENT_PREDICATES)[number];

/** Predicates whose value is a yes/no switch rather than something compared with the column. */
export const FLAG_PREDICATES: ReadonlySet<ClientPredicate> = new Set([
  'null',
  'not_null',
  'present',
  'blank',
  'true',
  'false',
  'not_true',
  'not_false',
]);

const LONGEST_FIRST = [...CLIENT_PREDICATES].sort((a, b) => b.length - a.length);

export interface KeySplit {
  attributes: string;
  predicate: ClientPredicate;
}

/**
 * Every way to read `key` as `<attributes>_<predicate>`, longest predicate first
 * (`name_not_eq` is `name` + `not_eq` before `name_not` + `eq`).
 */
export function splitKey(key: string): KeySplit[] {
  const splits: KeySplit[] = [];
  for (const predicate of LONGEST_FIRST) {
    const suffix = `_${predicate}`;
    if (key.length > suffix.length && key.endsWith(suffix)) {
      splits.push({ attributes: key.slice(0, -suffix.length), predicate });
    }
  }
  return splits;
}
