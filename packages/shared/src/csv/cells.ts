/**
 * CSV cells as the back office writes them (server export, the import screen's report of rejected
 * rows): one rule in one place. A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@`
 * (and, in some, a tab or carriage return before them) as a formula, so such a cell gets a leading
 * `'` and is read as text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text, neutralised when a spreadsheet would take it for a formula. */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Exports use `;` (what an Italian Excel opens by double click) and start with a UTF-8 BOM. */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** One CSV line (CRLF ended): every cell neutralised, quoted when it holds the separator, a quote or a line break. */
export function csvLine(cells: readonly unknown[], separator = CSV_SEPARATOR): string {
  return `${cells
    .map((cell) => {
      const text = neutraliseCell(cell);
      return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(separator)}\r\n`;
}
