import type { ColumnType } from '../../models/types';
import type { Scalar } from './ast';
import { invalidValue } from './errors';

const TRUE_WORDS = new Set(['1', 't', 'true']);
const FALSE_WORDS = new Set(['0', 'f', 'false']);

/** Ransack's boolean spellings: true/1/t/'true' and false/0/f/'false' (any case). */
export function castBoolean(key: string, raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  const word =
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw invalidValue(key, raw);
}

/**
 * One value as sent (qs gives strings, JSON bodies numbers and booleans too), trimmed like Ransack's
 * strip_whitespace; `undefined` when blank, so the caller can ignore the condition as Ransack does.
 */
export function scalarInput(key: string, raw: unknown): Scalar | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'string') {
    // PostgreSQL rejects NUL in text: refuse it here as a bad value rather than fail as a server error.
    if (raw.includes('\u0000')) throw invalidValue(key, raw.replaceAll('\u0000', '\\0'));
    return raw.trim() === '' ? undefined : raw.trim();
  }
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  throw invalidValue(key, raw);
}

/**
 * The values of `_in`/`_not_in`: an array (`q[id_in][]=1`), an object with index keys (qs turns large
 * indexes into one), a JSON array string (`"[1,2]"`) or a comma-separated string; blanks dropped.
 */
export function listInput(key: string, raw: unknown): Scalar[] {
  return rawList(key, raw)
    .map((item) => scalarInput(key, item))
    .filter((item) => item !== undefined);
}

function rawList(key: string, raw: unknown): unknown[] {
  if (raw === null || raw === undefined) return [];
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return [raw];
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (!text.startsWith('[')) return text.split(',');
    const parsed = parseJson(text);
    if (!Array.isArray(parsed)) throw invalidValue(key, raw);
    return parsed;
  }
  if (typeof raw === 'object' && Object.keys(raw).every((index) => /^\d+$/.test(index))) {
    return Object.entries(raw)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  throw invalidValue(key, raw);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const INTEGER = /^[+-]?\d+$/;
/** PostgreSQL `integer`: a larger value would fail there as a server error instead of a bad request. */
const INT4_MAX = 2_147_483_647;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_START = /^\d{4}-\d{2}-\d{2}/;

/** Casts a non-blank input to the column's type; anything that does not fit is the client's error. */
export function castToColumn(key: string, input: Scalar, type: ColumnType): Scalar {
  const fail = () => invalidValue(key, input);
  switch (type) {
    case 'id':
    case 'integer': {
      const number = typeof input === 'string' && INTEGER.test(input) ? Number(input) : input;
      if (typeof number !== 'number' || !Number.isInteger(number) || Math.abs(number) > INT4_MAX)
        throw fail();
      return number;
    }
    case 'decimal': {
      const number = typeof input === 'string' && DECIMAL.test(input) ? Number(input) : input;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw fail();
      return number;
    }
    case 'boolean':
      return castBoolean(key, input);
    case 'string':
    case 'text':
      if (typeof input === 'boolean') throw fail();
      return String(input);
    case 'date':
      // The round trip rejects impossible days such as 2024-02-30, which Date.parse rolls over.
      if (typeof input !== 'string' || !DATE.test(input) || !isRealDay(input)) throw fail();
      return input;
    case 'datetime': {
      // Normalised to ISO-8601 UTC: what SQLite stores as text, and unambiguous for timestamptz.
      const time = typeof input === 'string' && DATETIME_START.test(input) ? Date.parse(input) : NaN;
      if (Number.isNaN(time)) throw fail();
      return new Date(time).toISOString();
    }
    case 'json':
      throw fail();
  }
}

function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}
