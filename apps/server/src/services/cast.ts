import type { Dialect, Row } from '../db/types';
import type { ColumnType, ModelDefinition } from '../models/types';
import { italianBoolean, italianDate, italianMoment } from '@warehouse/shared';
import { badRequest, fieldError } from '../errors';
import { fieldLabel } from '../models/labels';

const TRUE = new Set([true, 1, '1', 'true', 't', 'on', 'yes']);
const FALSE = new Set([false, 0, '0', 'false', 'f', 'off', 'no']);
const MAX_STRING = 255;
const MAX_TEXT = 65_535;

/** A boolean as the client may send it, or undefined when it is not one. */
export function parseBoolean(value: unknown): boolean | undefined {
  const v = typeof value === 'string' ? value.toLowerCase() : value;
  if (TRUE.has(v as never)) return true;
  if (FALSE.has(v as never)) return false;
  // 'Sì'/'No', as the Excel export writes them (an export edited in Excel imports back).
  return typeof value === 'string' ? italianBoolean(value) : undefined;
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** One value from a client, checked and converted to what the database stores; `label` names it in errors. */
export function castValue(
  field: string,
  type: ColumnType,
  value: unknown,
  dialect: Dialect,
  label = field,
): unknown {
  if (value === null || value === undefined) return null;
  const invalid = () => fieldError(400, `Valore non valido per il campo ${label}`, field);
  switch (type) {
    case 'id':
    case 'integer': {
      if (value === '') return null;
      const n = typeof value === 'string' ? Number(value.trim()) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw invalid();
      return n;
    }
    case 'decimal': {
      if (value === '') return null;
      const n = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw invalid();
      return n;
    }
    case 'boolean': {
      const b = parseBoolean(value);
      if (b === undefined) throw invalid();
      return dialect === 'sqlite' ? (b ? 1 : 0) : b;
    }
    case 'string':
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') throw invalid();
      const s = String(value);
      if (s.length > (type === 'string' ? MAX_STRING : MAX_TEXT)) {
        throw fieldError(422, `Valore troppo lungo per il campo ${label}`, field);
      }
      return s;
    }
    case 'date': {
      if (value === '') return null;
      if (typeof value !== 'string') throw invalid();
      const day = italianDate(value) ?? value.slice(0, 10);
      if (!isDate(day)) throw invalid();
      return day;
    }
    case 'datetime': {
      if (value === '') return null;
      if (typeof value !== 'string' && typeof value !== 'number') throw invalid();
      const time = (typeof value === 'string' ? italianMoment(value) : undefined) ?? new Date(value);
      if (Number.isNaN(time.getTime())) throw invalid();
      return time.toISOString();
    }
    case 'json':
      return dialect === 'sqlite' ? JSON.stringify(value) : JSON.stringify(value);
  }
}

/**
 * The writable fields of a request body, cast; everything else in the body is
 * ignored (clients send nested objects back). On create, required fields must
 * be present and not empty.
 */
export function castInput(
  model: ModelDefinition,
  body: Row,
  mode: 'create' | 'update',
  dialect: Dialect,
): Row {
  const values: Row = {};
  for (const field of model.writable) {
    if (!(field in body)) continue;
    const type = model.columns[field];
    if (!type) continue;
    values[field] = castValue(field, type, body[field], dialect, fieldLabel(model, field));
  }
  for (const field of model.virtualWritable) {
    if (field in body) values[field] = body[field];
  }
  if (mode === 'create') {
    for (const field of model.required) {
      const v = values[field];
      if (v === undefined || v === null || v === '')
        throw fieldError(422, `Campo obbligatorio mancante: ${fieldLabel(model, field)}`, field);
    }
  } else {
    for (const field of model.required) {
      if (field in values && (values[field] === null || values[field] === '')) {
        throw fieldError(422, `Campo obbligatorio mancante: ${fieldLabel(model, field)}`, field);
      }
    }
  }
  return values;
}

/** The `lock_version` a client sent with an update, if any. */
export function lockVersionOf(body: Row): number | undefined {
  if (!('lock_version' in body) || body.lock_version === null || body.lock_version === '') return undefined;
  const n = Number(body.lock_version);
  if (!Number.isSafeInteger(n)) throw badRequest('Valore non valido per il campo lock_version');
  return n;
}
