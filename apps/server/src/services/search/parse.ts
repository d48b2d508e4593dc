import type { ModelDef, Registry } from '../../models/types';
import type { Combinator, Condition, SearchAst, Sort } from './ast';
import { parseCondition } from './conditions';
import { invalidFilter, invalidValue, unsupportedFilter } from './errors';
import { parseSorts } from './sorts';

const SORT_KEYS = new Set(['s', 'sorts']);
/** Ransack's grouped and advanced conditions: refused, since ignoring them would widen the result. */
const UNSUPPORTED_KEYS = new Set(['g', 'c']);

/**
 * The `q` object (from qs bracket syntax or a JSON body) → a validated AST. Only attributes the registry
 * allowlists are reachable; anything else throws `SearchError` (HTTP 400).
 */
export function parseSearch(registry: Registry, model: ModelDef, q: unknown): SearchAst {
  const ast: SearchAst = { combinator: 'and', conditions: [], sorts: [] };
  if (q === undefined || q === null || q === '') return ast;
  if (typeof q !== 'object' || Array.isArray(q)) throw invalidFilter('q');

  const conditions: Condition[] = [];
  let sorts: Sort[] = [];
  let combinator: Combinator = 'and';
  for (const [key, raw] of Object.entries(q)) {
    if (SORT_KEYS.has(key)) sorts = [...sorts, ...parseSorts(registry, model, raw)];
    else if (key === 'm') combinator = parseCombinator(raw);
    else if (UNSUPPORTED_KEYS.has(key)) throw unsupportedFilter(key);
    else {
      const condition = parseCondition(registry, model, key, raw);
      if (condition) conditions.push(condition);
    }
  }
  return { combinator, conditions, sorts };
}

function parseCombinator(raw: unknown): Combinator {
  if (raw === undefined || raw === null || raw === '') return 'and';
  const word = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (word === 'and' || word === 'or') return word;
  throw invalidValue('m', raw);
}
