/**
 * A back-office save refused because someone else saved the record meanwhile (409 `stale_record`):
 * the form is rebuilt on the stored record with the administrator's own edits kept on top, and
 * every field the other person changed is listed beside it (stored value and, when the
 * administrator changed it too, theirs), so nothing typed is lost and Salva sends on the new
 * version. Where both changed a field, the administrator is asked before theirs replaces the stored
 * one (`replaceQuestion`), naming who saved it and when.
 */
import { localeOf } from '../../../messages/locale';
import type { AdminRecord, FieldDescriptor } from '../types';

export interface ConflictField {
  name: string;
  label: string;
  /** The value stored now (as the form holds values). */
  stored: unknown;
  /** The administrator's value kept in the form, when they changed this field too. */
  mine?: unknown;
}

export interface Draft {
  /** The form's values: the stored record with the administrator's edits on top. */
  values: Record<string, unknown>;
  changes: ConflictField[];
  by?: { name: string };
  at?: string;
  /** The lock_version the draft was made on: a later version drops it. */
  lockVersion?: number | null;
}

/** A value as the form shows it: numbers as the language shown writes them (7,5 in Italian), lists joined, empty said. */
export const shownValue = (value: unknown, empty: string) =>
  typeof value === 'number'
    ? value.toLocaleString(localeOf())
    : value === '' || value === null || value === undefined
      ? empty
      : Array.isArray(value)
        ? value.join(', ')
        : String(value);

/**
 * The question before the administrator's values replace what someone saved meanwhile (the fields
 * both changed), as every decision asks it (domain/commands `decide`): 'Marco Operatore ha impostato
 * Nome «B» alle 10:42: sostituire con Nome «C»?'. Null when no field of theirs collides.
 */
export function replaceQuestion(
  draft: Draft,
  empty: string,
  ask: {
    by: (name: string, figure: string, time: string, mine: string) => string;
    anonymous: (figure: string, mine: string) => string;
  },
  timeOf: (iso: string) => string,
): string | null {
  const both = draft.changes.filter((c) => 'mine' in c);
  if (both.length === 0) return null;
  const figure = both.map((c) => `${c.label} «${shownValue(c.stored, empty)}»`).join(', ');
  const mine = both.map((c) => `${c.label} «${shownValue(c.mine, empty)}»`).join(', ');
  return draft.by?.name && draft.at
    ? ask.by(draft.by.name, figure, timeOf(draft.at), mine)
    : ask.anonymous(figure, mine);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

export function mergeDraft(
  fields: readonly FieldDescriptor[],
  original: Record<string, unknown>,
  stored: Record<string, unknown>,
  mine: Record<string, unknown>,
  current: AdminRecord | undefined,
): Draft {
  const values: Record<string, unknown> = {};
  const changes: ConflictField[] = [];
  for (const f of fields) {
    const edited = !same(mine[f.name], original[f.name]);
    values[f.name] = edited ? mine[f.name] : stored[f.name];
    if (same(stored[f.name], original[f.name])) continue;
    changes.push({
      name: f.name,
      label: f.label,
      stored: stored[f.name],
      ...(edited ? { mine: mine[f.name] } : {}),
    });
  }
  return { values, changes, lockVersion: current?.lock_version };
}
