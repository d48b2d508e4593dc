/** The last column mapping used for each model, kept on this device (localStorage). */
import type { ImportField, Mapping } from './import-api';

const key = (model: string) => `warehouse.admin.import.mapping.${model}`;

export function saveMapping(model: string, mapping: Mapping): void {
  try {
    localStorage.setItem(key(model), JSON.stringify(mapping));
  } catch {
    // A full or disabled storage only loses the convenience.
  }
}

/**
 * The mapping for these headers: the saved choice for a header seen before, else the field whose
 * name or label is the header itself, else nothing (ignored).
 */
export function initialMapping(
  model: string,
  headers: readonly string[],
  fields: readonly ImportField[],
): Mapping {
  let saved: Mapping = {};
  try {
    saved = JSON.parse(localStorage.getItem(key(model)) ?? '{}') as Mapping;
  } catch {
    saved = {};
  }
  const known = new Set(fields.map((f) => f.name));
  const normal = (s: string) => s.trim().toLowerCase();
  return Object.fromEntries(
    headers.map((header) => {
      const remembered = saved[header];
      if (remembered !== undefined && (remembered === '' || known.has(remembered)))
        return [header, remembered];
      const match = fields.find(
        (f) => normal(f.name) === normal(header) || normal(f.label) === normal(header),
      );
      return [header, match?.name ?? ''];
    }),
  );
}
