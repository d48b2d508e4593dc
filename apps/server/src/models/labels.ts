import { commonFieldLabels, modelLabels, type ModelLabel } from '@warehouse/shared/labels';
import type { ModelDefinition } from './types';

/**
 * The operator's words for models and fields (the table is in packages/shared, shared with the back
 * office), used wherever the server names them in a message. Every model of the registry has an
 * entry (a unit test checks it).
 */
export { modelLabels, type ModelLabel };

const commonFields: Readonly<Record<string, string>> = commonFieldLabels;

/** The model's label; a model without one (it should not exist) is named by its path name. */
export function modelLabel(model: Pick<ModelDefinition, 'name'>): ModelLabel {
  return modelLabels[model.name] ?? { one: model.name, many: model.name };
}

/** A column as the operator knows it: 'item_id' → 'Articolo', 'code' → 'Codice'. */
export function fieldLabel(
  model: Pick<ModelDefinition, 'name' | 'associations'>,
  column: string,
  labelOfModel: (name: string) => ModelLabel | undefined = (name) => modelLabels[name],
): string {
  const own = modelLabels[model.name]?.fields?.[column];
  if (own) return own;
  for (const association of Object.values(model.associations)) {
    if (association.kind === 'belongsTo' && association.foreignKey === column) {
      const target = labelOfModel(association.model);
      if (target) return target.one;
    }
  }
  const common = commonFields[column];
  if (common) return common;
  const words = column.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
