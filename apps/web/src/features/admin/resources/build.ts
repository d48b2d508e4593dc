/**
 * Short builders for descriptors: a field or column is named by its attribute and takes the
 * operator's label from `ma.adminLabels` (the server's words), so a descriptor reads as a list.
 * A resource file uses them grouped by what they build, from kit.ts.
 */
import type { ReactNode } from 'react';
import { italianDateText } from '@warehouse/shared';
import { formatQuantity } from '../../../domain/format';
import type { ModelName } from '../../../domain/records';
import { ma } from '../../../messages/admin';
import type { AdminRecord, ColumnDescriptor, FieldDescriptor, FieldKind, FilterDescriptor } from '../types';

type FieldName = keyof typeof ma.adminLabels.fields;
export type Options<T> = Partial<Omit<T, 'name' | 'kind' | 'key'>>;

export const label = (name: FieldName) => ma.adminLabels.fields[name];
export const modelLabel = (name: ModelName) =>
  (ma.adminLabels.models as Record<string, { one: string; many: string }>)[name] ?? {
    one: name,
    many: name,
  };

export function field(
  name: string,
  kind: FieldKind,
  options: Options<FieldDescriptor> = {},
): FieldDescriptor {
  return { name, kind, label: options.label ?? label(name as FieldName) ?? name, ...options };
}

/** A belongsTo field: `reference('location_id', 'locations')`, labelled by the model it points at. */
export function reference(
  name: string,
  resource: ModelName,
  labelKey = 'name',
  options: Options<FieldDescriptor> = {},
): FieldDescriptor {
  return field(name, 'reference', {
    label: modelLabel(resource).one,
    reference: { resource, labelKey },
    ...options,
  });
}

export function column(key: string, options: Options<ColumnDescriptor> = {}): ColumnDescriptor {
  return {
    key,
    label: options.label ?? label(key as FieldName) ?? key,
    sortable: true,
    render: (r) => cellOf(get(r, key)),
    ...options,
  };
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
  return {
    key: `${association}.${labelKey}`,
    label: modelLabel(resource).one,
    sortable: true,
    exportKey: `${association}_${labelKey}`,
    include: association,
    render: (record) => String(get(record, `${association}.${labelKey}`) ?? ''),
    ...options,
  };
}

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/**
 * A moment (`created_at`, a track's `last_seen_at`) in the browser's time zone, as an Italian reads
 * it (23/11/26, 18:40) rather than the server's ISO text; what is not a date shows as it came.
 */
export const timestamp = (key: string, options: Options<ColumnDescriptor> = {}): ColumnDescriptor =>
  column(key, {
    render: (r) => {
      const value = r[key];
      if (value === null || value === undefined || value === '') return '';
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : dateTime.format(date);
    },
    ...options,
  });

/** A yes/no column. */
export const flag = (key: string, options: Options<ColumnDescriptor> = {}): ColumnDescriptor =>
  column(key, { render: (r) => (r[key] ? ma.admin.list.yes : ''), ...options });

export const textFilter = (fieldName: string, options: Options<FilterDescriptor> = {}): FilterDescriptor => ({
  field: fieldName,
  kind: 'text',
  label: label(fieldName as FieldName) ?? fieldName,
  ...options,
});

export const booleanFilter = (fieldName: string): FilterDescriptor => ({
  field: fieldName,
  kind: 'boolean',
  label: label(fieldName as FieldName) ?? fieldName,
});

export const referenceFilter = (
  fieldName: string,
  resource: ModelName,
  labelKey = 'name',
): FilterDescriptor => ({
  field: fieldName,
  kind: 'reference',
  label: modelLabel(resource).one,
  reference: { resource, labelKey },
});

/** Italian choices of a `select`, from `ma.adminLabels.choices`. */
export const choices = (values: Record<string, string>) =>
  Object.entries(values).map(([value, text]) => ({ value, label: text }));

export const valueAt = get;

/** A record's title in lists and references: its name, else its id. */
export const nameOrId = (r: AdminRecord) => String(r.name ?? r.id);

/** Master data's title: its name, else its code, else its id. */
export const nameCodeOrId = (r: AdminRecord) => String(r.name ?? r.code ?? r.id);
