import { describe, expect, it } from 'vitest';
import { registry } from '../../src/models/registry';
import { fieldLabel, modelLabels } from '../../src/models/labels';

describe('labels in the operator words', () => {
  it('every model of the registry has its Italian name, singular and plural', () => {
    const unlabelled = registry.all().filter((m) => !modelLabels[m.name]);
    expect(unlabelled.map((m) => m.name)).toEqual([]);
  });

  it('a foreign key is named by the model it points at, never by its column', () => {
    for (const model of registry.all()) {
      for (const column of Object.keys(model.columns)) {
        const label = fieldLabel(model, column);
        expect(label, `${model.name}.${column}`).not.toMatch(/_id$|_/);
      }
    }
    expect(fieldLabel(registry.get('picks')!, 'item_id')).toBe('Articolo');
    expect(fieldLabel(registry.get('projects')!, 'project_typology_id')).toBe('Tipologia progetto');
  });
});
