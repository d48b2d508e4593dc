import type { Association, ColumnType, ModelDefinition, Registry } from '../../models/types';
import { modelLabel } from '../../models/labels';
import { badRequest, forbidden } from '../../errors';
import { resolveAttribute } from '../../services/search/resolve';
import { isToMany, walkPath } from '../../services/search/paths';

/**
 * One column of an export, as the list shows it: a column of the record, an attribute of a record
 * it belongs to (`location_name`: path `['location']`, column `name`), or the records it has,
 * joined (`additional_barcodes`: their codes; a user's `roles`: their names), or a field the model
 * computes and writes as text (a pick's `counted_by`: who counted how much).
 */
export type ExportColumn =
  | { key: string; kind: 'attribute'; path: string[]; column: string; type: ColumnType }
  | { key: string; kind: 'many'; association: Association; target: ModelDefinition; label: string }
  | { key: string; kind: 'computed'; model: ModelDefinition };

/** What a to-many column shows of each record: its code, else its name, else its title. */
const LABEL_COLUMNS = ['code', 'name', 'title'];

const unknownColumn = (key: string) => badRequest(`Colonna sconosciuta: ${key.slice(0, 60)}`);

/** The columns asked for (`columns=a,b,c`); none = every visible column of the model. */
export function exportColumns(
  registry: Registry,
  model: ModelDefinition,
  raw: unknown,
  mayRead: (model: ModelDefinition) => boolean,
): ExportColumn[] {
  const visible = Object.keys(model.columns).filter((c) => !(model.hidden ?? []).includes(c));
  if (raw === undefined || raw === '') return visible.map((c) => own(model, c));
  if (typeof raw !== 'string') throw badRequest('columns deve essere un elenco: columns=a,b,c');
  const asked = raw
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (asked.length === 0) throw badRequest('Indicare almeno una colonna');
  return asked.map((key): ExportColumn => {
    if (visible.includes(key)) return own(model, key);
    // A computed field the model writes as text (a pick's `counted_by`), decorated a page at a time.
    if (model.computedText && Object.hasOwn(model.computedText, key)) return { key, kind: 'computed', model };
    const column: ExportColumn | undefined = associated(registry, model, key) ?? toMany(registry, model, key);
    if (!column || column.kind === 'computed') throw unknownColumn(key);
    const reached =
      column.kind === 'many' ? [column.target] : walkPath(registry, model, column.path).map((s) => s.to);
    const refused = reached.find((target) => !mayRead(target as ModelDefinition));
    if (refused) throw forbidden(`Il tuo ruolo non consente di leggere: ${modelLabel(refused).many}`);
    return column;
  });
}

const own = (model: ModelDefinition, column: string): ExportColumn => ({
  key: column,
  kind: 'attribute',
  path: [],
  column,
  type: model.columns[column]!,
});

/** `location_name`, `project_typology_title`: a visible column through belongsTo associations only. */
function associated(registry: Registry, model: ModelDefinition, key: string): ExportColumn | undefined {
  const attribute = resolveAttribute(registry, model, key);
  if (!attribute || attribute.path.length === 0) return undefined;
  if (walkPath(registry, model, attribute.path).some((step) => isToMany(step.association))) return undefined;
  return { key, kind: 'attribute', path: attribute.path, column: attribute.column, type: attribute.type };
}

function toMany(registry: Registry, model: ModelDefinition, key: string): ExportColumn | undefined {
  if (!Object.hasOwn(model.associations, key)) return undefined;
  const association = model.associations[key]!;
  const target = registry.get(association.model) as ModelDefinition | undefined;
  if (!target || !isToMany(association)) return undefined;
  const label = LABEL_COLUMNS.find((c) => Object.hasOwn(target.columns, c) && !target.hidden?.includes(c));
  return label === undefined ? undefined : { key, kind: 'many', association, target, label };
}

/** The header cells: the titles the list shows (`titles[]=…`, one per column), else the column keys. */
export function exportTitles(columns: readonly ExportColumn[], raw: unknown): string[] {
  if (raw === undefined) return columns.map((c) => c.key);
  const titles = Array.isArray(raw) ? raw : [raw];
  if (titles.length !== columns.length || titles.some((t) => typeof t !== 'string' || t.length > 200)) {
    throw badRequest('titles deve dare un titolo (al più 200 caratteri) per ogni colonna');
  }
  return titles as string[];
}
