/**
 * What a resource file declares with: `resource`, `child`, and the builders grouped by what they
 * build (`col` list columns, `fld` form fields, `flt` filters), so a descriptor is a short list.
 */
import type { ModelName } from '../../../domain/records';
import type {
  ChildDescriptor,
  ColumnDescriptor,
  FieldDescriptor,
  FieldKind,
  FilterDescriptor,
  ResourceDescriptor,
} from '../types';
import {
  associated,
  booleanFilter,
  column,
  field,
  flag,
  modelLabel,
  reference,
  referenceFilter,
  textFilter,
  timestamp,
  withTexts,
  type Options,
} from './build';
import { traceColumn } from './trace-column';

export { choices, modelLabel, nameCodeOrId, nameOrId } from './build';

type Choices = readonly { value: string; label: string }[];

/** A resource of a navbar group, named by the server's labels of its model (plural and singular). */
export const resource = (
  name: ModelName,
  group: ResourceDescriptor['group'],
  spec: Omit<ResourceDescriptor, 'name' | 'label' | 'one' | 'group'>,
): ResourceDescriptor =>
  withTexts({ name, group }, spec, { label: () => modelLabel(name).many, one: () => modelLabel(name).one });

/** Records of `resource` pointing at this one through `foreignKey`, listed under its form. */
export const child = (
  resource: ModelName,
  foreignKey: string,
  columns: readonly ColumnDescriptor[],
): ChildDescriptor =>
  withTexts({ resource, foreignKey, columns }, {}, { label: () => modelLabel(resource).many });

/** List columns: `col.text('name')`, `col.of('location', 'locations')`, `col.yesNo('closed')`… */
export const col = {
  text: column,
  texts: (...keys: string[]) => keys.map((key) => column(key)),
  of: associated,
  yesNo: flag,
  time: timestamp,
  trace: traceColumn,
  /** A has-many association's names, joined: a user's roles, an item's other barcodes. */
  names: (key: string, labelKey: string, options: Options<ColumnDescriptor> = {}) =>
    column(key, {
      sortable: false,
      include: key,
      render: (r) =>
        ((r[key] as Record<string, unknown>[] | undefined) ?? []).map((x) => String(x[labelKey])).join(', '),
      ...options,
    }),
  /** A `select`'s value shown by its label (the export keeps the value: ColumnDescriptor.choices). */
  choice: (key: string, options: Choices) =>
    column(key, {
      choices: options,
      render: (r) => options.find((o) => o.value === r[key])?.label ?? String(r[key] ?? ''),
    }),
};

const ofKind =
  (kind: FieldKind) =>
  (name: string, options: Options<FieldDescriptor> = {}) =>
    field(name, kind, options);

/** Form fields by kind: `fld.text('name', { required: true })`, `fld.ref('plant_id', 'plants')`… */
export const fld = {
  text: ofKind('text'),
  texts: (...names: string[]) => names.map((name) => field(name, 'text')),
  textarea: ofKind('textarea'),
  code: ofKind('code'),
  number: ofKind('number'),
  integer: ofKind('integer'),
  yesNo: ofKind('boolean'),
  date: ofKind('date'),
  password: ofKind('password'),
  select: (name: string, options: Choices, more: Options<FieldDescriptor> = {}) =>
    field(name, 'select', { options, ...more }),
  ref: reference,
  /** A has-many choice (a user's roles). */
  refs: (name: string, resource: ModelName, labelKey = 'name', options: Options<FieldDescriptor> = {}) =>
    field(name, 'references', { reference: { resource, labelKey }, ...options }),
};

/** A field shown, never sent (a read-only resource's form), its texts still read when shown. */
export const shownOnly = (f: FieldDescriptor): FieldDescriptor => withTexts(f, { readOnly: true }, {});

/** List filters: `flt.text('code')`, `flt.yesNo('closed')`, `flt.ref('item_id', 'items', 'code')`. */
export const flt = {
  text: textFilter,
  yesNo: booleanFilter,
  ref: referenceFilter,
  select: (fieldName: string, options: Choices): FilterDescriptor =>
    textFilter(fieldName, { kind: 'select', options }),
};
