/**
 * Short builders for descriptors: a field or column is named by its attribute and takes the
 * operator's label from `ma.adminLabels` (the server's words), so a descriptor reads as a list.
 * A resource file uses them grouped by what they build, from kit.ts.
 *
 * The resource files run once, at import; their texts are read when shown, not then: every `label`,
 * `description`, `one` and choice label of a descriptor is a getter over `ma`, so a change of
 * language (issue 45) shows in the back office without a reload. A text given to a builder is a
 * function for the same reason (`{ label: () => ma.admin.printer.status }`).
 */
import type { ReactNode } from 'react';
import { italianDateText } from '@warehouse/shared';
import { formatDateTime, formatQuantity } from '../../../domain/format';
import type { ModelName } from '../../../domain/records';
import { ma } from '../../../messages/admin';
import type {
  AdminRecord,
  ColumnDescriptor,
  FieldDescriptor,
  FieldKind,
  FilterDescriptor,
  FilterKind,
} from '../types';

type FieldName = keyof typeof ma.adminLabels.fields;
/** A builder's text: read when shown (a function), or a fixed text that is no translated word. */
export type Text = string | (() => string);
type Texts = 'label' | 'description';
export type Options<T> = Partial<Omit<T, 'name' | 'kind' | 'key' | Texts>> & { [K in Texts]?: Text };

export const label = (name: FieldName) => ma.adminLabels.fields[name];
export const modelLabel = (name: ModelName) =>
  (ma.adminLabels.models as Record<string, { one: string; many: string }>)[name] ?? {
    one: name,
    many: name,
  };

/**
 * `base` with `more` over it, copied by property (getters stay getters), and the given texts as
 * getters that read them when shown.
 */
export function withTexts<T>(
  base: object,
  more: object,
  texts: Partial<Record<string, Text | undefined>>,
): T {
  const out = Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(more) },
  );
  for (const [key, text] of Object.entries(texts)) {
    if (text === undefined) continue;
    const get = typeof text === 'function' ? text : () => text;
    Object.defineProperty(out, key, { get, enumerable: true, configurable: true });
  }
  return out as T;
}

/** An attribute's label, or what the builder was given instead. */
const labelOf =
  (name: string, given?: Text): Text =>
  () =>
    given === undefined ? (label(name as FieldName) ?? name) : typeof given === 'function' ? given() : given;

export function field(
  name: string,
  kind: FieldKind,
  options: Options<FieldDescriptor> = {},
): FieldDescriptor {
  return withTexts({ name, kind }, options, {
    label: labelOf(name, options.label),
    description: options.description,
  });
}

/** A belongsTo field: `reference('location_id', 'locations')`, labelled by the model it points at. */
export function reference(
  name: string,
  resource: ModelName,
  labelKey = 'name',
  options: Options<FieldDescriptor> = {},
): FieldDescriptor {
  return field(name, 'reference', {
    label: () => modelLabel(resource).one,
    reference: { resource, labelKey },
    ...options,
  });
}

export function column(key: string, options: Options<ColumnDescriptor> = {}): ColumnDescriptor {
  return withTexts({ key, sortable: true, render: (r: AdminRecord) => cellOf(get(r, key)) }, options, {
    label: labelOf(key, options.label),
  });
}

/**
 * A value as a list shows it: a decimal with the decimal comma ('19,5') and a day dd/mm/yyyy, as the
 * forms and the Excel export write them (issue 48); anything else as the table would (whole numbers
 * such as ids unchanged).
 */
function cellOf(value: unknown): ReactNode {
  if (typeof value === 'number' && !Number.isInteger(value)) return formatQuantity(value);
  // A day ('2026-11-20') as the Excel export writes it and an Italian reads it: 20/11/2026.
  if (typeof value === 'string' && ISO_DAY.test(value)) return italianDateText(value);
  return value as ReactNode;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const get = (record: AdminRecord, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      record,
    );

/** The attribute of an association: `associated('location', 'locations')` shows `location.name`. */
export function associated(
  association: string,
  resource: ModelName,
  labelKey = 'name',
  options: Options<ColumnDescriptor> = {},
): ColumnDescriptor {
  return column(`${association}.${labelKey}`, {
    label: () => modelLabel(resource).one,
    exportKey: `${association}_${labelKey}`,
    include: association,
    render: (record) => String(get(record, `${association}.${labelKey}`) ?? ''),
    ...options,
  });
}

/**
 * A moment (`created_at`, a track's `last_seen_at`) in the browser's time zone, as the language
 * shown writes it (23/11/26, 18:40 in Italian) rather than the server's ISO text; what is not a date
 * shows as it came.
 */
export const timestamp = (key: string, options: Options<ColumnDescriptor> = {}): ColumnDescriptor =>
  column(key, {
    render: (r) => {
      const value = r[key];
      return value === null || value === undefined || value === '' ? '' : formatDateTime(String(value));
    },
    ...options,
  });

/** A yes/no column. */
export const flag = (key: string, options: Options<ColumnDescriptor> = {}): ColumnDescriptor =>
  column(key, { render: (r) => (r[key] ? ma.admin.list.yes : ''), ...options });

export const textFilter = (
  fieldName: string,
  options: Options<FilterDescriptor> & { kind?: FilterKind } = {},
): FilterDescriptor =>
  withTexts({ field: fieldName, kind: 'text' }, options, { label: labelOf(fieldName, options.label) });

export const booleanFilter = (fieldName: string): FilterDescriptor =>
  textFilter(fieldName, { kind: 'boolean' });

export const referenceFilter = (
  fieldName: string,
  resource: ModelName,
  labelKey = 'name',
): FilterDescriptor =>
  textFilter(fieldName, {
    kind: 'reference',
    label: () => modelLabel(resource).one,
    reference: { resource, labelKey },
  });

/**
 * The choices of a `select`, from a group of `ma.adminLabels.choices`: each label read when shown
 * (the group follows the language, its keys are the stored values).
 */
export const choices = (values: Record<string, string>): readonly { value: string; label: string }[] =>
  Object.keys(values).map((value) => withTexts({ value }, {}, { label: () => values[value] ?? value }));

export const valueAt = get;

/** A record's title in lists and references: its name, else its id. */
export const nameOrId = (r: AdminRecord) => String(r.name ?? r.id);

/** Master data's title: its name, else its code, else its id. */
export const nameCodeOrId = (r: AdminRecord) => String(r.name ?? r.code ?? r.id);
