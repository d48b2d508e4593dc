import { clip, parseDate, parseNumber, parseText, type CellValue } from './values';
import type { CsvRecord } from './source';
import type { ImportField, ImportRow, RowError } from './types';

const normal = (s: string) => s.trim().toLowerCase();

/**
 * The field of each CSV column: by the mapping when one is given (a header mapped to '' or not
 * named is ignored), else by the header itself, which may be the field name or its Italian label.
 */
export function mapHeader(
  fields: readonly ImportField[],
  headers: readonly string[],
  mapping: Record<string, string> | undefined,
): (string | undefined)[] {
  return headers.map((header) => {
    if (mapping) {
      const target = mapping[header] ?? mapping[header.trim()];
      return target ? target : undefined;
    }
    const h = normal(header);
    return fields.find((f) => f.name === h || normal(f.label) === h)?.name;
  });
}

/** Everything wrong with the header, each at line 1. */
export function headerProblems(
  fields: readonly ImportField[],
  headers: readonly string[],
  columns: readonly (string | undefined)[],
  mapping: Record<string, string> | undefined,
): RowError[] {
  const errors: RowError[] = [];
  const at = (field: string | null, message: string) => errors.push({ line: 1, field, message });
  const known = new Set(fields.map((f) => f.name));
  headers.forEach((header, i) => {
    if (mapping) {
      const target = columns[i];
      if (target !== undefined && !known.has(target))
        at(target, `Campo sconosciuto nella mappatura: ${clip(target)}`);
    } else if (columns[i] === undefined) {
      at(
        null,
        header.trim() === '' ? `Colonna ${i + 1} senza intestazione` : `Colonna sconosciuta: ${clip(header)}`,
      );
    }
  });
  const seen = new Set<string>();
  for (const field of columns) {
    if (field === undefined) continue;
    if (seen.has(field)) at(field, `Il campo ${labelOf(fields, field)} è associato a più colonne`);
    seen.add(field);
  }
  for (const field of fields) {
    if (field.required && !seen.has(field.name))
      at(field.name, `Colonna obbligatoria mancante: ${field.label}`);
  }
  return errors;
}

const labelOf = (fields: readonly ImportField[], name: string) =>
  fields.find((f) => f.name === name)?.label ?? name;

function cellValue(field: ImportField, raw: string): CellValue<unknown> {
  switch (field.kind) {
    case 'number':
      return parseNumber(raw);
    case 'date':
      return parseDate(raw);
    case 'list': {
      const list = [
        ...new Set(
          raw
            .split('|')
            .map((s) => s.trim())
            .filter((s) => s !== ''),
        ),
      ];
      const long = list.find((s) => s.length > 255);
      return long ? { error: `Valore troppo lungo: «${clip(long)}»` } : { value: list };
    }
    case 'text':
      return parseText(raw);
  }
}

/** One data record read into field values; a missing required value or an unreadable cell is an error. */
export function readRow(
  fields: readonly ImportField[],
  columns: readonly (string | undefined)[],
  record: CsvRecord,
): { row: ImportRow; errors: { field: string | null; message: string }[] } {
  const values: Record<string, unknown> = {};
  const errors: { field: string | null; message: string }[] = [];
  if (record.cells.length > columns.length) {
    errors.push({
      field: null,
      message: `Troppe colonne: ${record.cells.length} invece di ${columns.length}`,
    });
  }
  columns.forEach((name, i) => {
    const field = name === undefined ? undefined : fields.find((f) => f.name === name);
    if (!field) return;
    const read = cellValue(field, record.cells[i] ?? '');
    if ('error' in read) errors.push({ field: field.name, message: read.error });
    else values[field.name] = read.value;
  });
  for (const field of fields) {
    if (
      field.required &&
      (values[field.name] === undefined || values[field.name] === '') &&
      !errors.some((e) => e.field === field.name)
    ) {
      errors.push({ field: field.name, message: `${field.label}: valore obbligatorio` });
    }
  }
  return { row: { line: record.line, values }, errors };
}
