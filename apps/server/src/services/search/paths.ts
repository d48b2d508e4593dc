import type { Association, ModelDef, Registry } from '../../models/types';

/** One association walked from `from` to `to`. */
export interface PathStep {
  name: string;
  association: Association;
  from: ModelDef;
  to: ModelDef;
}

/** The association `name` of `model` if search may traverse it (allowlisted and declared). */
export function searchableAssociation(
  registry: Registry,
  model: ModelDef,
  name: string,
): PathStep | undefined {
  if (!model.searchableAssociations.includes(name) || !Object.hasOwn(model.associations, name)) {
    return undefined;
  }
  const association = model.associations[name]!;
  const to = registry.get(association.model);
  // A searchable association to a model the registry lacks is a registry bug, not a client error.
  if (!to) throw new Error(`Registry: ${model.name}.${name} points at unknown model ${association.model}`);
  return { name, association, from: model, to };
}

/** The steps of an association path the parser already validated. */
export function walkPath(registry: Registry, model: ModelDef, path: readonly string[]): PathStep[] {
  const steps: PathStep[] = [];
  let current = model;
  for (const name of path) {
    const step = searchableAssociation(registry, current, name);
    if (!step) throw new Error(`Registry: ${current.name}.${name} is not a searchable association`);
    steps.push(step);
    current = step.to;
  }
  return steps;
}

export const isToMany = (association: Association) => association.kind !== 'belongsTo';
