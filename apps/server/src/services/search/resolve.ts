import type { ModelDef, Registry } from '../../models/types';
import type { Combinator, ResolvedAttribute } from './ast';
import { searchableAssociation } from './paths';

/** Own columns the client may search: allowlisted, declared, never hidden. */
function isSearchableColumn(model: ModelDef, column: string): boolean {
  return (
    model.searchable.includes(column) &&
    Object.hasOwn(model.columns, column) &&
    !(model.hidden ?? []).includes(column)
  );
}

/**
 * `item_location_name` from picks → path `['item', 'location']`, column `name`.
 * Own columns win over association prefixes (`project_typology_id` is a column of projects, not
 * `project_typology.id`); among associations the longest matching name is tried first.
 */
export function resolveAttribute(
  registry: Registry,
  model: ModelDef,
  name: string,
): ResolvedAttribute | undefined {
  return resolveFrom(registry, model, name, name, []);
}

function resolveFrom(
  registry: Registry,
  model: ModelDef,
  fullName: string,
  rest: string,
  path: string[],
): ResolvedAttribute | undefined {
  if (isSearchableColumn(model, rest)) {
    return { name: fullName, path, column: rest, type: model.columns[rest]! };
  }
  const candidates = model.searchableAssociations
    .filter((association) => rest.startsWith(`${association}_`))
    .sort((a, b) => b.length - a.length);
  for (const association of candidates) {
    const step = searchableAssociation(registry, model, association);
    if (!step) continue;
    const found = resolveFrom(registry, step.to, fullName, rest.slice(association.length + 1), [
      ...path,
      association,
    ]);
    if (found) return found;
  }
  return undefined;
}

export interface ResolvedAttributes {
  combinator: Combinator;
  attributes: ResolvedAttribute[];
}

/**
 * `name_or_customer_name` → both attributes joined by `or`. The whole string is tried first so a
 * column whose name contains `_or_`/`_and_` still works; mixing `_or_` and `_and_` is not supported.
 */
export function resolveAttributes(
  registry: Registry,
  model: ModelDef,
  names: string,
): ResolvedAttributes | undefined {
  const whole = resolveAttribute(registry, model, names);
  if (whole) return { combinator: 'and', attributes: [whole] };
  for (const combinator of ['or', 'and'] as const) {
    const parts = names.split(`_${combinator}_`);
    if (parts.length < 2) continue;
    const attributes = parts.map((part) => resolveAttribute(registry, model, part));
    if (attributes.every((attribute) => attribute !== undefined)) {
      return { combinator, attributes: attributes as ResolvedAttribute[] };
    }
  }
  return undefined;
}
