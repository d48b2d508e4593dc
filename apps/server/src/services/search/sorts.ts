import type { ModelDef, Registry } from '../../models/types';
import type { Sort } from './ast';
import { invalidSort, unknownSortAttribute } from './errors';
import { isToMany, walkPath } from './paths';
import { resolveAttribute } from './resolve';
import { parseJson } from './values';

/**
 * `q[s]`: `"name asc"`, `"name"` (asc), an array of those, a JSON-quoted string (`"\"name asc\""`), a JSON
 * array string, or comma-separated keys. Association attributes are allowed through belongsTo only:
 * a to-many path has no single value to sort by.
 */
export function parseSorts(registry: Registry, model: ModelDef, raw: unknown): Sort[] {
  return sortStrings(raw).map((text) => parseSort(registry, model, text));
}

function sortStrings(raw: unknown): string[] {
  if (raw === null || raw === undefined) return [];
  if (Array.isArray(raw)) return raw.flatMap(sortStrings);
  if (typeof raw === 'object' && Object.keys(raw).every((index) => /^\d+$/.test(index))) {
    // qs turns an array with large indexes (`q[s][25]=…`) into an object.
    return Object.entries(raw)
      .sort(([a], [b]) => Number(a) - Number(b))
      .flatMap(([, item]) => sortStrings(item));
  }
  if (typeof raw !== 'string') throw invalidSort(raw);
  const text = raw.trim();
  if (text.startsWith('"') || text.startsWith('[')) {
    const parsed = parseJson(text);
    if (typeof parsed !== 'string' && !Array.isArray(parsed)) throw invalidSort(raw);
    return sortStrings(parsed);
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const ATTRIBUTE_NAME = /^\w+$/;

function parseSort(registry: Registry, model: ModelDef, text: string): Sort {
  const [name, direction = 'asc', ...extra] = text.split(/\s+/);
  const normalized = direction.toLowerCase();
  const wellFormed = name !== undefined && ATTRIBUTE_NAME.test(name) && extra.length === 0;
  if (!wellFormed || (normalized !== 'asc' && normalized !== 'desc')) throw invalidSort(text);
  if (model.computedSorts && Object.hasOwn(model.computedSorts, name)) {
    return {
      attribute: { name, path: [], column: name, type: 'decimal' },
      direction: normalized,
      computed: true,
    };
  }
  const attribute = resolveAttribute(registry, model, name);
  if (!attribute) throw unknownSortAttribute(name);
  const throughToMany = walkPath(registry, model, attribute.path).some((step) => isToMany(step.association));
  if (throughToMany || attribute.type === 'json') throw invalidSort(text);
  return { attribute, direction: normalized };
}
