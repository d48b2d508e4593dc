/**
 * Values of an imported CSV cell. Spreadsheets written in Italy use a decimal comma and a dot for
 * thousands ("1.234,5"), others a decimal point ("1234.5"); dates come as dd/mm/yyyy, dd-mm-yyyy,
 * dd.mm.yyyy or yyyy-mm-dd (two-digit years are 20yy). A value that cannot be read is an error
 * message, never a guess.
 */

export type CellValue<T> = { value: T } | { error: string };

/** A number in Italian or international notation; `undefined` for an empty cell. */
export function parseNumber(raw: string): CellValue<number | undefined> {
  const text = raw.trim().replace(/\s/g, '');
  if (text === '') return { value: undefined };
  let normal = text;
  if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normal = text.replaceAll('.', '').replace(',', '.');
  else if (/^[+-]?\d+,\d+$/.test(text)) normal = text.replace(',', '.');
  else if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) normal = text.replaceAll(',', '');
  const n = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
  if (!Number.isFinite(n)) return { error: `Numero non valido: «${clip(raw)}»` };
  return { value: n };
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[T ].*)?$/;

/** A calendar date as `yyyy-mm-dd`; `undefined` for an empty cell. */
export function parseDate(raw: string): CellValue<string | undefined> {
  const text = raw.trim();
  if (text === '') return { value: undefined };
  let parts: [number, number, number] | undefined;
  const dayFirst = DAY_FIRST.exec(text);
  const yearFirst = YEAR_FIRST.exec(text);
  if (dayFirst) {
    const year = Number(dayFirst[3]);
    parts = [dayFirst[3]!.length === 2 ? 2000 + year : year, Number(dayFirst[2]), Number(dayFirst[1])];
  } else if (yearFirst) {
    parts = [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])];
  }
  const invalid = { error: `Data non valida: «${clip(raw)}» (usare gg/mm/aaaa o aaaa-mm-gg)` };
  if (!parts) return invalid;
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return invalid;
  return { value: date.toISOString().slice(0, 10) };
}

const MAX_STRING = 255;

/** Text of a string column: trimmed, empty as undefined, at most 255 characters. */
export function parseText(raw: string, max = MAX_STRING): CellValue<string | undefined> {
  const text = raw.trim();
  if (text === '') return { value: undefined };
  if (text.length > max) return { error: `Testo troppo lungo (massimo ${max} caratteri)` };
  return { value: text };
}

/** A cell quoted in a message: short, on one line. */
export const clip = (raw: string) => {
  const one = raw.replace(/\s+/g, ' ').trim();
  return one.length > 40 ? `${one.slice(0, 40)}…` : one;
};
