/**
 * A resource's form schema (zod), made from its field descriptors: what the browser checks before
 * sending. The server checks again and its per-field 422s land at the same fields.
 */
import { z } from 'zod';
import { ma } from '../../../messages/admin';
import type { AdminRecord, FieldDescriptor } from '../types';

// No compiled parsers: zod would otherwise probe `new Function`, which the app's
// Content-Security-Policy refuses (and reports) without `'unsafe-eval'`.
z.config({ jitless: true });

function fieldSchema(field: FieldDescriptor): z.ZodType {
  switch (field.kind) {
    case 'boolean':
      return z.boolean().nullable().optional();
    case 'number':
    case 'integer':
    case 'reference': {
      const n = z.union([z.number(), z.literal(''), z.null(), z.undefined()], {
        error: ma.admin.form.notNumber,
      });
      return field.required ? n.refine((v) => typeof v === 'number', ma.admin.form.required) : n;
    }
    case 'references':
      return z.array(z.number()).optional();
    default: {
      const s = z.string().nullable().optional();
      return field.required
        ? s.refine((v) => typeof v === 'string' && v.trim() !== '', ma.admin.form.required)
        : s;
    }
  }
}

export function formSchema(fields: readonly FieldDescriptor[]) {
  return z.object(Object.fromEntries(fields.filter((f) => !f.readOnly).map((f) => [f.name, fieldSchema(f)])));
}

/** A `references` field's ids from the record's association (`role_ids` ← `roles`). */
function idsOf(record: AdminRecord, name: string): number[] {
  const list = record[name] ?? record[name.replace(/_ids$/, 's')];
  return Array.isArray(list)
    ? list.map((v) => (typeof v === 'object' ? Number((v as AdminRecord).id) : Number(v)))
    : [];
}

/** The form's starting values: the record's, or the defaults (and `?field=value` preset) of a new one. */
export function initialValues(
  fields: readonly FieldDescriptor[],
  record: AdminRecord | undefined,
  preset: URLSearchParams,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      if (f.kind === 'references') return [f.name, record ? idsOf(record, f.name) : []];
      if (f.kind === 'password') return [f.name, ''];
      const stored =
        record?.[f.name] ?? (preset.has(f.name) ? preset.get(f.name) : record ? undefined : f.initial);
      if (f.kind === 'boolean') return [f.name, stored === true || stored === 1 || stored === 'true'];
      if (f.kind === 'reference' || f.kind === 'number' || f.kind === 'integer') {
        return [f.name, stored === null || stored === undefined || stored === '' ? '' : Number(stored)];
      }
      return [f.name, stored === null || stored === undefined ? '' : String(stored)];
    }),
  );
}

/**
 * What is sent: the editable fields, a password only when typed. An empty field is left out of a
 * new record (the database's default applies: an item's quantity 0) and clears a stored one.
 */
export function payloadOf(
  fields: readonly FieldDescriptor[],
  values: Record<string, unknown>,
  creating: boolean,
) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly || (f.createOnly && !creating)) continue;
    const v = values[f.name];
    const empty = v === '' || v === null || v === undefined;
    if ((f.kind === 'password' || creating) && empty) continue;
    out[f.name] = empty ? null : v;
  }
  return out;
}

/** Per-field errors of a server answer: its `fields`, or the field whose label the message names. */
export function serverFieldErrors(
  fields: readonly FieldDescriptor[],
  error: { message: string; errors?: Record<string, unknown> },
): Record<string, string> {
  const named = Object.keys(error.errors ?? {}).filter((k) => fields.some((f) => f.name === k));
  if (named.length > 0) return Object.fromEntries(named.map((k) => [k, error.message]));
  const byLabel = fields.find((f) => error.message.includes(f.label));
  return byLabel ? { [byLabel.name]: error.message } : {};
}
