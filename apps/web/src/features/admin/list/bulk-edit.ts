/**
 * The selection's edit, as one value object, and its lock versions. What the administrator set is
 * exactly what is sent — first and, after a conflict, again: a field never set is never in it, and
 * an empty value is no value (a bulk edit sets, it does not clear).
 */
import type { AdminRecord, FieldDescriptor } from '../types';

export type BulkValues = Record<string, unknown>;

/** Whether a value was set in the bulk form (`false` for a flag is a value; an empty choice is not). */
export const isSet = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** The values to send: the field, when its value is set; none otherwise. */
export function bulkValues(field: FieldDescriptor | undefined, value: unknown): BulkValues | undefined {
  return field && isSet(value) ? { [field.name]: value } : undefined;
}

/** Each selected record's `lock_version` by id (records without one are not checked). */
export function lockVersionsOf(records: readonly AdminRecord[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const record of records) {
    if (typeof record.lock_version === 'number') out[String(record.id)] = record.lock_version;
  }
  return out;
}

/** The versions after a 409: those the server says are now stored replace the ones sent. */
export function withStoredVersions(
  sent: Record<string, number>,
  stale: readonly { id: number; lock_version: number }[],
): Record<string, number> {
  const next = { ...sent };
  for (const { id, lock_version } of stale) next[String(id)] = lock_version;
  return next;
}
