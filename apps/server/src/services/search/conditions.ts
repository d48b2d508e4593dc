import type { ColumnType, ModelDef, Registry } from '../../models/types';
import type { AttributeTest, Condition, ResolvedAttribute, Test } from './ast';
import { invalidFilter } from './errors';
import { FLAG_PREDICATES, splitKey, type ClientPredicate } from './predicates';
import { resolveAttributes, type ResolvedAttributes } from './resolve';
import { castBoolean, castToColumn, listInput, scalarInput } from './values';

const TEXT_PREDICATES: ReadonlySet<ClientPredicate> = new Set(['cont', 'not_cont', 'i_cont', 'start', 'end']);
const BOOLEAN_PREDICATES: ReadonlySet<ClientPredicate> = new Set(['true', 'false', 'not_true', 'not_false']);
const ORDER_PREDICATES: ReadonlySet<ClientPredicate> = new Set(['lt', 'lteq', 'gt', 'gteq']);
const NULL_PREDICATES: ReadonlySet<ClientPredicate> = new Set(['null', 'not_null', 'present', 'blank']);

/** Which predicates make sense (and compile on PostgreSQL) for a column type. */
function accepts(predicate: ClientPredicate, type: ColumnType): boolean {
  if (type === 'json') return NULL_PREDICATES.has(predicate);
  if (TEXT_PREDICATES.has(predicate)) return type === 'string' || type === 'text';
  if (BOOLEAN_PREDICATES.has(predicate)) return type === 'boolean';
  if (ORDER_PREDICATES.has(predicate)) return type !== 'boolean';
  return true;
}

/**
 * One `q` key and its value → a condition, or `undefined` when the value is blank (ignored, as Ransack
 * does). Suffixes are tried longest first; a shorter one is used only if the longer leaves no attribute.
 */
export function parseCondition(
  registry: Registry,
  model: ModelDef,
  key: string,
  raw: unknown,
): Condition | undefined {
  const { predicate, resolved } = resolveKey(registry, model, key);
  const tests = buildTests(key, predicate, resolved.attributes, raw);
  return tests && { key, combinator: resolved.combinator, tests };
}

interface ResolvedKey {
  predicate: ClientPredicate;
  resolved: ResolvedAttributes;
}

/**
 * What a valid key names, kept per registry and model: the screens send the same few keys on every
 * request (`barcode_eq`, `project_id_in`), and resolving one walks the registry. Only keys that
 * resolve are kept, within a bound, so unknown keys sent at random cannot grow the memory.
 */
const resolvedKeys = new WeakMap<Registry, WeakMap<ModelDef, Map<string, ResolvedKey>>>();
const MAX_KEYS_PER_MODEL = 1_000;

function resolveKey(registry: Registry, model: ModelDef, key: string): ResolvedKey {
  let byModel = resolvedKeys.get(registry);
  if (!byModel) resolvedKeys.set(registry, (byModel = new WeakMap()));
  let keys = byModel.get(model);
  if (!keys) byModel.set(model, (keys = new Map()));
  const known = keys.get(key);
  if (known) return known;
  for (const { attributes: names, predicate } of splitKey(key)) {
    const resolved = resolveAttributes(registry, model, names);
    if (!resolved) continue;
    if (!resolved.attributes.every((attribute) => accepts(predicate, attribute.type))) {
      throw invalidFilter(key);
    }
    if (keys.size >= MAX_KEYS_PER_MODEL) keys.clear();
    keys.set(key, { predicate, resolved });
    return { predicate, resolved };
  }
  throw invalidFilter(key);
}

function buildTests(
  key: string,
  predicate: ClientPredicate,
  attributes: ResolvedAttribute[],
  raw: unknown,
): AttributeTest[] | undefined {
  if (FLAG_PREDICATES.has(predicate)) {
    // Unlike other predicates a blank switch is an error: ignoring `x_null=` would return everything.
    const on = castBoolean(key, raw);
    return attributes.map((attribute) => ({ ...flagTest(predicate, on), attribute }));
  }
  if (predicate === 'in' || predicate === 'not_in') {
    const values = listInput(key, raw);
    if (values.length === 0) return undefined;
    return attributes.map((attribute) => ({
      predicate,
      values: values.map((value) => castToColumn(key, value, attribute.type)),
      attribute,
    }));
  }
  const input = scalarInput(key, raw);
  if (input === undefined) return undefined;
  return attributes.map((attribute) => ({
    ...valueTest(predicate, castToColumn(key, input, attribute.type)),
    attribute,
  }));
}

/** `x_null=false` is `x_not_null`; `x_true=false` is `x_not_eq true` (so NULLs stay out, as in Ransack). */
function flagTest(predicate: ClientPredicate, on: boolean): Test {
  switch (predicate) {
    case 'null':
      return { predicate: on ? 'null' : 'not_null' };
    case 'not_null':
      return { predicate: on ? 'not_null' : 'null' };
    case 'present':
      return { predicate: on ? 'present' : 'blank' };
    case 'blank':
      return { predicate: on ? 'blank' : 'present' };
    case 'true':
      return { predicate: on ? 'eq' : 'not_eq', value: true };
    case 'not_true':
      return { predicate: on ? 'not_eq' : 'eq', value: true };
    case 'false':
      return { predicate: on ? 'eq' : 'not_eq', value: false };
    case 'not_false':
      return { predicate: on ? 'not_eq' : 'eq', value: false };
    default:
      throw new Error(`Not a flag predicate: ${predicate}`);
  }
}

function valueTest(predicate: ClientPredicate, value: string | number | boolean): Test {
  switch (predicate) {
    case 'ne':
      return { predicate: 'not_eq', value };
    case 'cont':
    case 'i_cont':
      return { predicate: 'cont', value: String(value) };
    case 'not_cont':
    case 'start':
    case 'end':
      return { predicate, value: String(value) };
    case 'eq':
    case 'not_eq':
    case 'lt':
    case 'lteq':
    case 'gt':
    case 'gteq':
      return { predicate, value };
    default:
      throw new Error(`Unhandled predicate ${predicate}`);
  }
}
