/**
 * A back-office resource described declaratively: one descriptor per v2 model says what its list
 * shows, what its form edits and how it is filtered. The generic list and form screens read only
 * this (docs/back-office.md, "Adding a resource").
 */
import type { ComponentType, ReactNode } from 'react';
import type { HttpError } from '@refinedev/core';
import type { ModelName } from '../../domain/records';

export type AdminRecord = Record<string, unknown> & { id: number; lock_version?: number | null };

export interface ColumnDescriptor {
  /** The attribute (or `association.attribute` when `render` reads it). */
  key: string;
  label: string;
  /** Sorted on the server by this key (`q[s]=<key> asc`); belongsTo paths are allowed. */
  sortable?: boolean;
  /** Hidden until the user chooses it in 'Colonne'. */
  hidden?: boolean;
  render?: (record: AdminRecord) => ReactNode;
  /** The CSV column for the export (defaults to key). */
  exportKey?: string;
  /** False for a computed column the export cannot write (a project's progress). */
  exportable?: boolean;
  /** The association the column reads (`location` for `location.name`): the list asks for it. */
  include?: string;
  /**
   * A `select`'s column: the screen shows each value's label, the export keeps the stored value
   * (what the CSV import takes back, and an ERP reads).
   */
  choices?: readonly { value: string; label: string }[];
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'code'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'select'
  | 'reference'
  | 'references'
  | 'password';

export interface FieldDescriptor {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Only when creating (a user's email stays), or only shown, never sent. */
  createOnly?: boolean;
  readOnly?: boolean;
  /** `select`: the choices. */
  options?: readonly { value: string; label: string }[];
  /** `reference(s)`: the model it points at and the attribute shown for a record. */
  reference?: { resource: ModelName; labelKey: string };
  /** Offered in the bulk edit of a selection. */
  bulk?: boolean;
  description?: string;
  /** A new record's value (a user starts active). */
  initial?: unknown;
}

export type FilterKind = 'text' | 'boolean' | 'reference' | 'select' | 'number';

export interface FilterDescriptor {
  /** The v2 attribute; the predicate comes from the kind (`_cont`, `_eq`). */
  field: string;
  label: string;
  kind: FilterKind;
  options?: readonly { value: string; label: string }[];
  reference?: { resource: ModelName; labelKey: string };
}

/** Records of another model that belong to this one, listed (and linked) under its form. */
export interface ChildDescriptor {
  resource: ModelName;
  label: string;
  /** The foreign key on the child pointing at this record. */
  foreignKey: string;
  columns: readonly ColumnDescriptor[];
}

export interface ResourceDescriptor {
  name: ModelName;
  /** Plural and singular Italian names. */
  label: string;
  one: string;
  group: 'catalog' | 'orders' | 'printing' | 'access';
  /** The search box's filter: `q[<search>]=<text>` (e.g. `code_or_description_cont`). */
  search?: string;
  columns: readonly ColumnDescriptor[];
  fields: readonly FieldDescriptor[];
  filters?: readonly FilterDescriptor[];
  children?: readonly ChildDescriptor[];
  /** A record's title in headings and confirmations. */
  title: (record: AdminRecord) => string;
  /** Default sort of the list. */
  sort?: string;
  readOnly?: boolean;
  /** Administrators only, whatever a role allows (the server's `adminOnly` models: webhooks). */
  adminOnly?: boolean;
  /** Shown beside the form (a template's live preview, a printer's status). */
  aside?: ComponentType<{ record: AdminRecord | undefined; values: Record<string, unknown> }>;
  /** The `a[include]` shape of the form's read, when it needs associations. */
  include?: readonly string[];
  /**
   * The list's presentation (`a`), when it needs a computed field the server sends only on request
   * (a project's `progress`). The associations the shown columns read are added (their `include`).
   */
  listPresentation?: { include?: readonly string[]; methods?: readonly string[] };
}

/** An error of the back office's data provider: refine's, with what the v2 server adds. */
export interface AdminHttpError extends HttpError {
  /** The server's stable error id: 'stale_record', 'invalid_input', 'duplicate', 'in_use'… */
  id?: string;
  /** A 409's stored record, when the server sent it. */
  current?: unknown;
  /** Who saved the record that got in the way, and when (ISO), when the server knows. */
  by?: { id: number; name: string };
  at?: string;
  /** A bulk update's 409: every record someone else changed meanwhile, with its stored version. */
  stale?: { id: number; lock_version: number }[];
  /** A 422 `duplicate`: the record that already has the code (for a link to it). */
  existing?: { model: string; id: number; label: string };
  /** A 422 `in_use`: what still uses the record, and how many. */
  usedBy?: { model: string; label: string; count: number }[];
}
